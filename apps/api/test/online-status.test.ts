import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { makeMember } from './chat-fixtures';
import { startTestApp, type TestApp, testConfig } from './harness';
import { eventually, listen, trpcLiveClient, WsClient } from './live-clients';
import { liveMember } from './live-fixtures';

describe.each(testDatabaseKinds())('online status on $name', (kind) => {
  let t: TestApp;
  let wsUrl: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ ws: wsUrl } = await listen(t.app));
  });
  afterAll(() => t.close());

  const stored = async (userId: string) => {
    await t.deps.online.settled();
    const user = await usersQueries.findById(t.deps.db, userId);
    return { isOnline: user?.isOnline, lastSeen: user?.lastSeen ?? null };
  };

  it('is online while any connection of either transport is open, and stamps when it went', async () => {
    const a = await liveMember(t.app);
    expect(await stored(a.id)).toEqual({ isOnline: false, lastSeen: null });

    const tab = await WsClient.open(wsUrl, a.cookie);
    expect((await stored(a.id)).isOnline).toBe(true);

    const live = trpcLiveClient(wsUrl, a.cookie);
    await live.client.auth.me.query();
    await tab.close();
    // The tRPC socket still holds the user.
    expect((await stored(a.id)).isOnline).toBe(true);

    const before = new Date();
    await live.close();
    await eventually(() => (t.deps.connections.size === 0 ? true : undefined), 'the server saw the close');
    const gone = await stored(a.id);
    expect(gone.isOnline).toBe(false);
    expect(gone.lastSeen?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('writes the changes of many members at once in few statements, each member’s in order', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => makeMember(t.deps, 'wave')));
    const [kept, flickering] = members;
    if (!kept || !flickering) throw new Error('no members');
    const updates = async (work: () => void) => {
      await t.deps.background.settled();
      const spy = vi.spyOn(t.deps.db.getExecutor(), 'executeQuery');
      try {
        work();
        await t.deps.online.settled();
        return spy.mock.calls.filter(([query]) => /^update "?users"?/i.test(query.sql.trim())).length;
      } finally {
        spy.mockRestore();
      }
    };
    // A restart's reconnect: everyone in one turn.
    const up = await updates(() => {
      for (const member of members) t.deps.online.connected(member.id);
    });
    expect(up).toBeLessThanOrEqual(2);
    // A network blip: everyone gone in one turn, one of them on a second tab, and one back at once.
    t.deps.online.connected(kept.id);
    const down = await updates(() => {
      for (const member of members) t.deps.online.disconnected(member.id);
      t.deps.online.connected(flickering.id);
    });
    expect(down).toBeLessThanOrEqual(3);
    for (const member of members) {
      const { isOnline, lastSeen } = await stored(member.id);
      const stays = member === kept || member === flickering;
      expect(isOnline).toBe(stays);
      if (member !== flickering) expect(lastSeen === null).toBe(stays);
    }
    t.deps.online.disconnected(kept.id);
    t.deps.online.disconnected(flickering.id);
    expect([(await stored(kept.id)).isOnline, (await stored(flickering.id)).isOnline]).toEqual([
      false,
      false,
    ]);
  });

  it('takes a user offline when their session ends and closes their sockets', async () => {
    const b = await liveMember(t.app);
    const socket = await WsClient.open(wsUrl, b.cookie);
    expect((await stored(b.id)).isOnline).toBe(true);
    t.deps.connections.closeUser(b.id);
    await socket.closed;
    expect((await stored(b.id)).isOnline).toBe(false);
  });
});

describe('online status at shutdown', () => {
  it('takes connected users offline before the app closes its own database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'nahbar-online-'));
    try {
      const app = await buildApp(testConfig({ dataDir }));
      const { ws: wsUrl } = await listen(app);
      const a = await liveMember(app);
      await WsClient.open(wsUrl, a.cookie);
      await app.deps.online.settled();
      expect((await usersQueries.findById(app.deps.db, a.id))?.isOnline).toBe(true);
      await app.close();

      const reopened = createDb({ databaseUrl: '', dataDir });
      try {
        const user = await usersQueries.findById(reopened, a.id);
        expect(user?.isOnline).toBe(false);
        expect(user?.lastSeen).toBeInstanceOf(Date);
      } finally {
        await reopened.destroy();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
