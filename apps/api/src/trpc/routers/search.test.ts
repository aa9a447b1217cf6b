import { TEXT } from '@nahbar/contracts';
import { type User, usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, registration, startTestDeps, uniqueName } from '../../../test/harness';
import type { AppDeps } from '../../deps';

describe.each(testDatabaseKinds())('search on $name', (kind) => {
  let deps: AppDeps;
  let close: () => Promise<void>;
  let anna: User;
  let ben: User;
  let outsider: User;
  let publicRoom: string;
  let privateRoom: string;
  const sequence = new Map<string, number>();

  async function user(prefix: string, displayName?: string): Promise<User> {
    const created = await callerFor(deps, null).caller.auth.register(registration(uniqueName(prefix)));
    if (displayName)
      await deps.db.updateTable('users').set({ displayName }).where('id', '=', created.id).execute();
    const row = await usersQueries.findById(deps.db, created.id);
    if (!row) throw new Error('user missing');
    return row;
  }
  async function room(name: string, isPrivate: boolean, members: User[], description: string | null = null) {
    const r = await deps.db
      .insertInto('rooms')
      .values({ name, isPrivate, description })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const m of members)
      await deps.db.insertInto('roomMembers').values({ roomId: r.id, userId: m.id }).execute();
    return r.id;
  }
  async function say(roomId: string, author: User, content: string) {
    const next = (sequence.get(roomId) ?? 0) + 1;
    sequence.set(roomId, next);
    await deps.db
      .insertInto('messages')
      .values({
        roomId,
        userId: author.id,
        sequenceId: next,
        content,
        photoUrl: null,
        photoFileName: null,
        clientMessageId: null,
      })
      .execute();
  }
  const search = (actor: User) => callerFor(deps, actor).caller.search;

  beforeAll(async () => {
    ({ deps, close } = await startTestDeps(kind));
    anna = await user('anna', 'Anna Schröder');
    ben = await user('ben', 'Benedikt');
    outsider = await user('otto');
    publicRoom = await room(
      uniqueName('Treff'),
      false,
      [anna, ben, outsider],
      'Wir treffen uns am Wochenende',
    );
    privateRoom = await room(uniqueName('Geheim'), true, [anna, ben]);
    await say(publicRoom, anna, 'Die Häuser in München sind teuer');
    await say(publicRoom, ben, 'I was running to the station');
    await say(publicRoom, ben, 'Grüße aus Zürich!');
    await say(privateRoom, anna, 'Das geheime Passwort ist Marzipan');
  });
  afterAll(() => close());

  const contents = (results: { content: string }[]) => results.map((r) => r.content);

  it('finds German and English words by stem, prefix and folded umlauts, ignoring case', async () => {
    expect(contents(await search(ben).messages({ q: 'Haus' }))).toEqual(['Die Häuser in München sind teuer']);
    expect(contents(await search(ben).messages({ q: 'muenchen' }))).toEqual([
      'Die Häuser in München sind teuer',
    ]);
    expect(contents(await search(ben).messages({ q: 'MÜNCH' }))).toEqual([
      'Die Häuser in München sind teuer',
    ]);
    expect(contents(await search(ben).messages({ q: 'runs' }))).toEqual(['I was running to the station']);
    expect(contents(await search(ben).messages({ q: 'zurich grusse' }))).toEqual(['Grüße aus Zürich!']);
    expect(await search(ben).messages({ q: 'haus zurich' })).toEqual([]);
  });

  it('returns each result with its room and sender, newest first', async () => {
    const results = await search(anna).messages({ q: 'in' });
    expect(results.length).toBeGreaterThan(0);
    const [first] = await search(anna).messages({ q: 'zur' });
    expect(first).toMatchObject({
      roomId: publicRoom,
      room: { id: publicRoom, isPrivate: false },
      user: { id: ben.id },
    });
    expect(first?.user).not.toHaveProperty('latitude');
    const times = (await search(anna).messages({ q: 'e' + 's' })).map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('never shows a private room message to a non-member', async () => {
    expect(contents(await search(ben).messages({ q: 'marzipan' }))).toEqual([
      'Das geheime Passwort ist Marzipan',
    ]);
    expect(await search(outsider).messages({ q: 'marzipan' })).toEqual([]);
    expect(await search(outsider).messages({ q: 'passwort geheim' })).toEqual([]);
  });

  it('hides messages and people across a block, in both directions', async () => {
    await deps.db
      .insertInto('blockedUsers')
      .values({ blockerId: ben.id, blockedId: outsider.id, reason: null })
      .execute();
    expect(await search(outsider).messages({ q: 'station' })).toEqual([]);
    expect((await search(outsider).users({ q: 'ben' })).map((u) => u.id)).not.toContain(ben.id);
    expect((await search(ben).users({ q: 'otto' })).map((u) => u.id)).not.toContain(outsider.id);
    expect((await search(anna).users({ q: 'otto' })).map((u) => u.id)).toContain(outsider.id);
  });

  it('finds users by prefix and similar spelling, but not the undiscoverable', async () => {
    expect((await search(outsider).users({ q: 'schrod' })).map((u) => u.id)).toEqual([anna.id]);
    expect((await search(outsider).users({ q: 'anna' })).map((u) => u.id)).toContain(anna.id);
    expect((await search(anna).users({ q: 'Benedict' })).map((u) => u.id)).toEqual([ben.id]);
    expect((await search(outsider).users({ q: 'Shroder' })).map((u) => u.id)).toEqual([anna.id]);
    await deps.db
      .insertInto('userPrivacySettings')
      .values({ userId: anna.id, discoverableInSearch: false })
      .execute();
    expect((await search(outsider).users({ q: 'anna' })).map((u) => u.id)).not.toContain(anna.id);
    expect((await search(outsider).users({ q: 'otto' })).map((u) => u.id)).not.toContain(outsider.id);
  });

  it('finds public rooms and only the own private rooms, by name or description', async () => {
    const names = async (actor: User, q: string) => (await search(actor).rooms({ q })).map((r) => r.id);
    expect(await names(outsider, 'wochenende')).toEqual([publicRoom]);
    expect(await names(anna, 'geheim')).toEqual([privateRoom]);
    expect(await names(outsider, 'geheim')).toEqual([]);
    expect(await names(outsider, 'lobby')).toHaveLength(1);
  });

  it('names a seeded room by its key, so clients show its description in their language', async () => {
    const found = await search(outsider).rooms({ q: 'Lobby' });
    expect(found.find((r) => r.name === 'Lobby')).toMatchObject({ seedKey: 'lobby' });
  });

  it('refuses queries under two characters and limits over 10, and honours the limit', async () => {
    await expect(search(anna).messages({ q: ' a ' })).rejects.toThrow(TEXT.search.queryTooShort);
    await expect(search(anna).users({ q: 'ab', limit: 11 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    for (let i = 0; i < 12; i++) await say(publicRoom, anna, `Wiederholung Nummer ${i}`);
    expect(await search(anna).messages({ q: 'wiederholung' })).toHaveLength(10);
    expect(await search(anna).messages({ q: 'wiederholung', limit: 3 })).toHaveLength(3);
  });

  it('needs a session', async () => {
    await expect(callerFor(deps, null).caller.search.rooms({ q: 'lobby' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
