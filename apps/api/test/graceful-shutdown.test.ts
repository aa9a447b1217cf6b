import { CLOSE_CODE, TEXT } from '@nahbar/contracts';
import { messagesQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOSE_SPREAD_MAX_MS, restartPlan, shutDownGracefully } from '../src/lifecycle/graceful-shutdown';
import { callerFor, startTestApp, type TestApp } from './harness';
import { listen, rawTrpc, upgradeRefusal, WsClient } from './live-clients';
import { freshRoom, liveMember } from './live-fixtures';

/** A random source giving `values` in turn. */
function randomOf(values: number[]): () => number {
  let next = 0;
  return () => values[next++ % values.length] ?? 0;
}

describe('restartPlan', () => {
  it('spreads the closes over a quarter of the grace, at most three seconds', () => {
    expect(restartPlan(25_000)).toEqual({ graceMs: 25_000, spreadMs: CLOSE_SPREAD_MAX_MS });
    expect(restartPlan(4000)).toEqual({ graceMs: 4000, spreadMs: 1000 });
  });
});

describe.each(testDatabaseKinds())('a graceful shutdown on $name', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close().catch(() => {});
    t = undefined;
  });

  it('refuses new sockets, then closes every live one with 1012 over the spread, not ready meanwhile', async () => {
    t = await startTestApp(kind);
    const { ws } = await listen(t.app);
    const [anna, ben] = [await liveMember(t.app), await liveMember(t.app)];
    // A socket asked of an instance that drains (over a connection a proxy kept, say) is refused.
    t.deps.readiness.draining = true;
    for (const path of ['/ws', '/trpc']) {
      expect(await upgradeRefusal(`${ws}${path}`, anna.cookie)).toEqual({
        status: 503,
        body: {
          error: 'Service Unavailable',
          message: TEXT.live.restarting,
          text: { key: 'live.restarting', params: [] },
        },
      });
    }
    t.deps.readiness.draining = false;

    const annasWs = await WsClient.open(ws, anna.cookie);
    const bensWs = await WsClient.open(ws, ben.cookie);
    const bensTrpc = await rawTrpc(ws, ben.cookie);
    const trpcClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      bensTrpc.socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    const closedAt: Record<string, number> = {};
    const started = Date.now();
    for (const [name, closed] of [
      ['anna', annasWs.closed],
      ['ben', bensWs.closed],
      ['trpc', trpcClosed],
    ] as const) {
      void closed.then(() => {
        closedAt[name] = Date.now() - started;
      });
    }

    // The registry's sockets in the order they opened: anna's at once, ben's late in the spread.
    const shutdown = shutDownGracefully(t.app, {
      graceMs: 10_000,
      spreadMs: 600,
      random: randomOf([0, 0.9, 0.5]),
    });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, draining: true, checks: { database: 'ok' } });
    await shutdown;

    const restart = { code: CLOSE_CODE.SERVICE_RESTART, reason: 'Service restart' };
    expect(await annasWs.closed).toEqual(restart);
    expect(await bensWs.closed).toEqual(restart);
    expect(await trpcClosed).toEqual(restart);
    // Spread, not all at once: ben's /ws socket closed at about 540 ms, anna's at once.
    expect(closedAt.anna).toBeLessThan(300);
    expect(closedAt.ben).toBeGreaterThanOrEqual(450);
    expect(t.deps.connections.size).toBe(0);
  });

  it('stores and answers every send under way before the app closes', async () => {
    t = await startTestApp(kind);
    await listen(t.app);
    const anna = await liveMember(t.app);
    const roomId = await freshRoom(t.deps, anna.actor);
    const { caller } = callerFor(t.deps, anna.actor);
    const { app, deps } = t;
    // One send held under way (into another room, so the others do not queue behind it)...
    const held = deps.sendOrder.take(anna.id, 'a-room-of-its-own', 'held');
    // ...and the app's own close (the bus, the mail worker, a database it owns) watched.
    let closeBegun = false;
    const close = app.close.bind(app);
    Object.assign(app, {
      close: () => {
        closeBegun = true;
        return close();
      },
    });
    const sends = Array.from({ length: 30 }, (_, i) =>
      caller.messages.send({ roomId, content: `under way ${i}`, clientMessageId: `shutdown-${i}` }),
    );
    const shutdown = shutDownGracefully(app, { graceMs: 10_000, spreadMs: 0 });
    // Every send is stored and answered, and the app does not close while one is under way.
    await Promise.all(sends);
    expect(closeBegun).toBe(false);
    held.end();
    await shutdown;
    expect(closeBegun).toBe(true);
    const stored = await messagesQueries.listAfterSequence(t.deps.db, roomId, 0, 100);
    expect(stored.map((row) => row.sequenceId)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});
