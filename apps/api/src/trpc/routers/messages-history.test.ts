import { TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { chatTestBed, trpcError } from '../../../test/chat-fixtures';
import { callerFor, uniqueName } from '../../../test/harness';
import type { Actor } from '../../deps';

describe.each(testDatabaseKinds())('messages router: history on $name', (kind) => {
  const t = chatTestBed(kind);

  const as = (actor: Actor) => callerFor(t.deps, actor).caller;
  const newRoom = async (isPrivate = false) =>
    (await as(t.alice).rooms.create({ name: uniqueName('Msg'), isPrivate })).id;

  it('pages through 45 messages oldest first within a page, without gaps or repeats', async () => {
    const roomId = await newRoom();
    for (let i = 1; i <= 45; i++) await as(t.alice).messages.send({ roomId, content: `m${i}` });
    const initial = await as(t.bob).messages.initial({ roomId });
    const first = await as(t.bob).messages.page({ roomId });
    expect(initial).toEqual(first);
    expect(first.items.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 26}`));
    expect(first.hasMore).toBe(true);
    const seen = [...first.items];
    let page = first;
    const sizes = [first.items.length];
    while (page.nextCursor) {
      page = await as(t.bob).messages.page({ roomId, cursor: page.nextCursor });
      sizes.push(page.items.length);
      seen.unshift(...page.items);
    }
    expect(sizes).toEqual([20, 20, 5]);
    expect(page.hasMore).toBe(false);
    expect(page.nextCursor).toBeNull();
    expect(seen.map((m) => m.sequenceId)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    const small = await as(t.bob).messages.page({ roomId, limit: 5 });
    expect(small.items.map((m) => m.sequenceId)).toEqual([41, 42, 43, 44, 45]);
  });

  it('leads back to newer messages with prevCursor, without gaps or repeats', async () => {
    const roomId = await newRoom();
    for (let i = 1; i <= 45; i++) await as(t.alice).messages.send({ roomId, content: `m${i}` });
    const newest = await as(t.bob).messages.page({ roomId });
    expect(newest.prevCursor).toBeNull();
    const older = await as(t.bob).messages.page({ roomId, cursor: newest.nextCursor ?? '' });
    const oldest = await as(t.bob).messages.page({ roomId, cursor: older.nextCursor ?? '' });
    expect(oldest.items.map((m) => m.sequenceId)).toEqual([1, 2, 3, 4, 5]);

    const forward = await as(t.bob).messages.page({ roomId, cursor: oldest.prevCursor ?? '' });
    expect(forward.items.map((m) => m.sequenceId)).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
    expect(forward).toMatchObject({ hasMore: true });
    const last = await as(t.bob).messages.page({ roomId, cursor: forward.prevCursor ?? '' });
    expect(last.items.map((m) => m.sequenceId)).toEqual(Array.from({ length: 20 }, (_, i) => i + 26));
    // The newest page again: nothing newer, and its nextCursor leads back the same way.
    expect(last.prevCursor).toBeNull();
    const back = await as(t.bob).messages.page({ roomId, cursor: last.nextCursor ?? '' });
    expect(back.items.map((m) => m.sequenceId)).toEqual(forward.items.map((m) => m.sequenceId));
  });

  it('refuses a cursor it did not make', async () => {
    const roomId = await newRoom();
    for (const cursor of [
      '!!',
      Buffer.from('0').toString('base64url'),
      Buffer.from('x1').toString('base64url'),
    ]) {
      const error = await trpcError(as(t.alice).messages.page({ roomId, cursor }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(TEXT.chat.invalidCursor);
    }
  });

  it('returns what came since a time, oldest first', async () => {
    const roomId = await newRoom();
    await as(t.alice).messages.send({ roomId, content: 'before' });
    // created_at is never rewritten by the app; backdate it by hand.
    await sql`UPDATE messages SET created_at = now() - interval '60 seconds' WHERE room_id = ${roomId}`.execute(
      t.deps.db,
    );
    const since = new Date(Date.now() - 30_000).toISOString();
    for (let i = 1; i <= 3; i++) await as(t.alice).messages.send({ roomId, content: `after${i}` });
    const { items } = await as(t.bob).messages.since({ roomId, timestamp: since });
    expect(items.map((m) => m.content)).toEqual(['after1', 'after2', 'after3']);
    const limited = await as(t.bob).messages.since({ roomId, timestamp: since, limit: 2 });
    expect(limited.items.map((m) => m.content)).toEqual(['after1', 'after2']);
    const bad = await trpcError(as(t.bob).messages.since({ roomId, timestamp: 'yesterday-ish' }));
    expect(bad.message).toBe(TEXT.chat.invalidTimestamp);
    const tooMany = await trpcError(as(t.bob).messages.since({ roomId, timestamp: since, limit: 101 }));
    expect(tooMany.code).toBe('BAD_REQUEST');
  });
});
