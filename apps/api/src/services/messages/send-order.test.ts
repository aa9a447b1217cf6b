import { describe, expect, it } from 'vitest';
import { SendOrder } from './send-order';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("a member's send order", () => {
  it("gives each send its turn after the member's previous one has passed, members apart", async () => {
    const order = new SendOrder();
    const log: string[] = [];
    const [a1, a2, a3] = [order.take('a'), order.take('a'), order.take('a')];
    const b1 = order.take('b');
    for (const [name, ticket] of [
      ['a1', a1],
      ['a2', a2],
      ['a3', a3],
      ['b1', b1],
    ] as const)
      void ticket?.turn.then(() => log.push(name));
    await tick();
    expect(log).toEqual(['a1', 'b1']);
    a1?.pass();
    await tick();
    expect(log).toEqual(['a1', 'b1', 'a2']);
    a2?.pass();
    a3?.pass();
    b1.pass();
    await tick();
    expect(log).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect(order.size).toBe(0);
  });

  it('keeps the chain when a later send passes before an earlier one (refused early)', async () => {
    const order = new SendOrder();
    const first = order.take('a');
    const refused = order.take('a');
    refused.pass();
    const third = order.take('a');
    let thirdsTurn = false;
    void third.turn.then(() => {
      thirdsTurn = true;
    });
    await tick();
    expect(thirdsTurn).toBe(false);
    first.pass();
    await tick();
    expect(thirdsTurn).toBe(true);
    third.pass();
    await tick();
    expect(order.size).toBe(0);
  });
});
