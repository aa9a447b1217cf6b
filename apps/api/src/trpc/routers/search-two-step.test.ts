import { randomUUID } from 'node:crypto';
import { blocksQueries, searchQueries, sql } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember } from '../../../test/chat-fixtures';

const { RECENT_PROBE_ROWS } = searchQueries;

/**
 * The message search answers from the newest RECENT_PROBE_ROWS messages when they hold enough
 * hits and from the index otherwise; either way the answer must be the newest hits the member
 * may see, as if every message had been tested.
 */
describe.each(testDatabaseKinds())('message search in two steps on $name', (kind) => {
  const t = chatTestBed(kind);

  /** `count` messages, one a second, the newest now; `content(i)` for the i-th, oldest first. */
  async function seed(roomId: string, userId: string, count: number, content: (i: number) => string) {
    const rows = Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      roomId,
      userId,
      sequenceId: i + 1,
      content: content(i),
      createdAt: new Date(Date.now() - (count - i) * 1000),
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await t.deps.db
        .insertInto('messages')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    return rows;
  }
  const room = async (memberIds: string[]) => {
    const id = (
      await t.deps.db
        .insertInto('rooms')
        .values({ name: `Two-step ${randomUUID()}`, isPrivate: true })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const userId of memberIds)
      await t.deps.db.insertInto('roomMembers').values({ roomId: id, userId }).execute();
    return id;
  };
  /** What a search must answer: every visible message tested, the newest `limit` hits. */
  const newestHits = (rows: { id: string; content: string }[], word: string, limit: number) =>
    rows
      .filter((row) => row.content.split(' ').includes(word))
      .slice(-limit)
      .reverse()
      .map((row) => row.id);

  it('answers a common word from the newest messages, and a rare old one from the index', async () => {
    const reader = await makeMember(t.deps, 'reader');
    const roomId = await room([reader.id, t.alice.id]);
    const rows = await seed(roomId, t.alice.id, RECENT_PROBE_ROWS + 600, (i) =>
      [`word${i}`, i % 3 === 0 ? 'plaudern' : 'still', i === 10 || i === 20 ? 'seltenheit' : 'x'].join(' '),
    );

    const common = await searchQueries.messages(t.deps.db, reader.id, ['plaudern'], 10);
    expect(common.map((m) => m.id)).toEqual(newestHits(rows, 'plaudern', 10));

    // Far older than the newest RECENT_PROBE_ROWS: only the index finds them.
    const rare = await searchQueries.messages(t.deps.db, reader.id, ['seltenheit'], 10);
    expect(rare.map((m) => m.id)).toEqual(newestHits(rows, 'seltenheit', 10));
    expect(rare).toHaveLength(2);
  });

  it('completes an answer the newest messages hold only part of from the index', async () => {
    const reader = await makeMember(t.deps, 'reader');
    const roomId = await room([reader.id, t.alice.id]);
    // Four hits among the newest messages, eight long before them.
    const recentHits = new Set([
      RECENT_PROBE_ROWS + 100,
      RECENT_PROBE_ROWS + 200,
      RECENT_PROBE_ROWS + 300,
      RECENT_PROBE_ROWS + 400,
    ]);
    const rows = await seed(roomId, t.alice.id, RECENT_PROBE_ROWS + 500, (i) =>
      recentHits.has(i) || (i < 80 && i % 10 === 0) ? `halbzeit ${i}` : `anderes ${i}`,
    );
    const found = await searchQueries.messages(t.deps.db, reader.id, ['halbzeit'], 10);
    expect(found.map((m) => m.id)).toEqual(newestHits(rows, 'halbzeit', 10));
    expect(found).toHaveLength(10);
  });

  it('never shows messages of rooms the member is not in, nor of a member blocked either way', async () => {
    const reader = await makeMember(t.deps, 'reader');
    const blocked = await makeMember(t.deps, 'blocked');
    const shared = await room([reader.id, t.alice.id, blocked.id]);
    const elsewhere = await room([t.alice.id]);
    await blocksQueries.insert(t.deps.db, reader.id, blocked.id, null);
    // The newest messages of the table: others' room and the blocked member, then the visible ones.
    await seed(shared, t.alice.id, 30, (i) => `sichtbar treffer ${i}`);
    const hidden = await seed(elsewhere, t.alice.id, 30, (i) => `treffer fremd ${i}`);
    await sql`update messages set created_at = now() + interval '1 hour' where room_id = ${elsewhere}`.execute(
      t.deps.db,
    );
    const fromBlocked = await t.deps.db
      .insertInto('messages')
      .values({
        roomId: shared,
        userId: blocked.id,
        sequenceId: 31,
        content: 'treffer gesperrt',
        createdAt: new Date(Date.now() + 7200_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const found = await searchQueries.messages(t.deps.db, reader.id, ['treffer'], 10);
    expect(found).toHaveLength(10);
    const ids = new Set(found.map((m) => m.id));
    expect(ids.has(fromBlocked.id)).toBe(false);
    expect(hidden.some((row) => ids.has(row.id))).toBe(false);
    expect(found.every((m) => m.content.startsWith('sichtbar'))).toBe(true);
  });
});
