import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparingPglite } from '../src/embedded-prepared';
import { PREPARED_MARK } from '../src/prepared';

const marked = (text: string) => PREPARED_MARK + text;

describe('statements prepared on the embedded database', () => {
  let pglite: PGlite;
  let db: PreparingPglite;
  beforeAll(async () => {
    pglite = new PGlite();
    db = new PreparingPglite(pglite);
    await pglite.query(
      'CREATE TABLE notes (id int PRIMARY KEY, body text, data jsonb, at timestamptz, flag boolean)',
    );
  });
  afterAll(() => pglite.close());

  const preparedCount = async () =>
    (await pglite.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_prepared_statements'))
      .rows[0]?.count;

  it('runs a marked statement prepared once, its parameters arriving as they were given', async () => {
    const insert = marked(
      'INSERT INTO notes (id, body, data, at, flag) VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING *',
    );
    const before = await preparedCount();
    const at = new Date('2026-11-29T03:00:00.000Z');
    // Quotes, backslashes, a would-be end of the literal, JSON with its own quotes, umlauts.
    const bodies = ["O'Brien", 'C:\\temp\\', "x'); DROP TABLE notes; --", 'Grüße 👋'];
    for (const [index, body] of bodies.entries()) {
      const { rows } = await db.query(
        insert,
        [index + 1, body, JSON.stringify({ body }), at, index % 2 === 0],
        {
          rowMode: 'object',
        },
      );
      expect(rows).toEqual([{ id: index + 1, body, data: { body }, at, flag: index % 2 === 0 }]);
    }
    expect(await preparedCount()).toBe((before ?? 0) + 1);
    const select = marked('SELECT body FROM notes WHERE id = $1');
    expect((await db.query(select, [1], { rowMode: 'object' })).rows).toEqual([{ body: "O'Brien" }]);
    expect((await db.query(select, [null], { rowMode: 'object' })).rows).toEqual([]);
    expect(await preparedCount()).toBe((before ?? 0) + 2);
  });

  it('runs unprepared what it cannot write as literals, with the same answers', async () => {
    const before = await preparedCount();
    // An array has no plain literal form here.
    const anyOf = marked('SELECT id FROM notes WHERE id = ANY($1) ORDER BY id');
    expect((await db.query(anyOf, [[1, 2]], { rowMode: 'object' })).rows).toEqual([{ id: 1 }, { id: 2 }]);
    // A NUL is refused as Postgres refuses it unprepared, not cut off in the statement's text.
    const byBody = marked('SELECT id FROM notes WHERE body = $1');
    await expect(db.query(byBody, ['a\0b'])).rejects.toThrow(/invalid byte sequence|0x00/);
    expect((await db.query(byBody, ["O'Brien"], { rowMode: 'object' })).rows).toEqual([{ id: 1 }]);
    // Only the last could be prepared; unmarked statements never are.
    await db.query('SELECT 1');
    expect(await preparedCount()).toBe((before ?? 0) + 1);
  });

  it('falls back to running unprepared once a table under a prepared statement changed', async () => {
    const all = marked('SELECT * FROM notes WHERE id = $1');
    expect((await db.query(all, [2], { rowMode: 'object' })).rows).toHaveLength(1);
    await pglite.query('ALTER TABLE notes ADD COLUMN later text');
    expect((await db.query(all, [2], { rowMode: 'object' })).rows).toEqual([
      expect.objectContaining({ id: 2, later: null }),
    ]);
  });
});
