import { describe, expect, it } from 'vitest';
import { SENDS_UNDER_WAY_PER_MEMBER, SendOrder } from './send-order';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("a member's send order", () => {
  it("gives each send its turn after the member's previous one into the room has passed", async () => {
    const order = new SendOrder();
    const log: string[] = [];
    const [a1, a2, a3] = [order.take('a', 'r', null), order.take('a', 'r', null), order.take('a', 'r', null)];
    // Another member, and the same member in another room, wait for nobody.
    const b1 = order.take('b', 'r', null);
    const elsewhere = order.take('a', 'other room', null);
    for (const [name, ticket] of [
      ['a1', a1],
      ['a2', a2],
      ['a3', a3],
      ['b1', b1],
      ['elsewhere', elsewhere],
    ] as const)
      void ticket.turn.then(() => log.push(name));
    await tick();
    expect(log).toEqual(['a1', 'b1', 'elsewhere']);
    a1.pass();
    await tick();
    expect(log).toEqual(['a1', 'b1', 'elsewhere', 'a2']);
    for (const ticket of [a1, a2, a3, b1, elsewhere]) ticket.end();
    await tick();
    expect(log).toEqual(['a1', 'b1', 'elsewhere', 'a2', 'a3']);
    expect(order.size).toBe(0);
  });

  it('keeps the chain when a later send ends before an earlier one (refused early)', async () => {
    const order = new SendOrder();
    const first = order.take('a', 'r', null);
    const refused = order.take('a', 'r', null);
    refused.end();
    const third = order.take('a', 'r', null);
    let thirdsTurn = false;
    void third.turn.then(() => {
      thirdsTurn = true;
    });
    await tick();
    expect(thirdsTurn).toBe(false);
    first.end();
    await tick();
    expect(thirdsTurn).toBe(true);
    third.end();
    await tick();
    expect(order.size).toBe(0);
  });

  it('lets a repeat of a client id go on only once the send before it with that id has ended', async () => {
    const order = new SendOrder();
    const first = order.take('a', 'r', 'c1');
    const other = order.take('a', 'r', 'c2');
    const repeat = order.take('a', 'r', 'c1');
    const log: string[] = [];
    void other.sameIdEnded.then(() => log.push('c2'));
    void repeat.sameIdEnded.then(() => log.push('c1 again'));
    await tick();
    expect(log).toEqual(['c2']);
    // Placed is not enough: the repeat must find the row, so it waits for the end.
    first.pass();
    await tick();
    expect(log).toEqual(['c2']);
    first.end();
    await tick();
    expect(log).toEqual(['c2', 'c1 again']);
    other.end();
    repeat.end();
    await tick();
    expect(order.size).toBe(0);
  });

  it('admits SENDS_UNDER_WAY_PER_MEMBER of a member at once, the next when one ends', async () => {
    const order = new SendOrder();
    const tickets = Array.from({ length: SENDS_UNDER_WAY_PER_MEMBER + 1 }, () => order.take('a', 'r', null));
    const admitted: number[] = [];
    tickets.forEach((ticket, index) => void ticket.admitted.then(() => admitted.push(index)));
    const someoneElse = order.take('b', 'r', null);
    let othersAdmitted = false;
    void someoneElse.admitted.then(() => {
      othersAdmitted = true;
    });
    await tick();
    expect(admitted).toHaveLength(SENDS_UNDER_WAY_PER_MEMBER);
    expect(othersAdmitted).toBe(true);
    tickets[0]?.end();
    await tick();
    expect(admitted).toContain(SENDS_UNDER_WAY_PER_MEMBER);
    for (const ticket of [...tickets, someoneElse]) ticket.end();
    await tick();
    expect(order.size).toBe(0);
  });
});
