import type { TUserWithDistance } from '@nahbar/contracts';
import { friendsQueries, usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/deps';
import { DEFAULT_LIMITS } from '../src/limits/rules';
import { callerFor, ORIGIN, signUp, startTestApp, type TestApp, uniqueName } from './harness';

type Privacy = {
  profileVisibility?: 'public' | 'friends' | 'private';
  showOnlineStatus?: boolean;
  discoverableInSearch?: boolean;
};

/** The distance list: who is on it, in which order, and what that order may not tell. */
describe.each(testDatabaseKinds())('members with distance on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** A member in `city`, named `username` (so tests fix the order of names). */
  const member = async (city: string, username = uniqueName('dist')) => {
    const { cookie, user } = await signUp(t.app, { username, location: city });
    const actor = await usersQueries.findById(t.deps.db, user.id);
    if (!actor) throw new Error('signed-up member not found');
    return { cookie, actor };
  };
  const setPrivacy = (userId: string, privacy: Privacy) =>
    t.deps.db
      .insertInto('userPrivacySettings')
      .values({ userId, ...privacy })
      .onConflict((oc) => oc.column('userId').doUpdateSet(privacy))
      .execute();
  const moveTo = (userId: string, latitude: number, longitude: number) =>
    t.deps.db.updateTable('users').set({ latitude, longitude }).where('id', '=', userId).execute();
  const setOnline = (userId: string, isOnline: boolean) =>
    t.deps.db.updateTable('users').set({ isOnline }).where('id', '=', userId).execute();
  const listOver = (viewer: Actor, input: { userIds?: string[]; limit?: number }) =>
    callerFor(t.deps, viewer).caller.places.usersWithDistance(input);
  const listOverRest = async (cookie: string, query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/with-distance${query}`,
      headers: { origin: ORIGIN, cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as TUserWithDistance[];
  };
  const ids = (rows: TUserWithDistance[]) => rows.map((r) => r.id);

  it('leaves out members who cannot be found in search, unless named or friends', async () => {
    const viewer = await member('Berlin');
    const hiding = await member('Potsdam');
    const hidingFriend = await member('Leipzig');
    const findable = await member('Dresden');
    await setPrivacy(hiding.actor.id, { discoverableInSearch: false });
    await setPrivacy(hidingFriend.actor.id, { discoverableInSearch: false });
    await friendsQueries.insertFriendship(t.deps.db, viewer.actor.id, hidingFriend.actor.id);

    const everyone = ids(await listOverRest(viewer.cookie, '?limit=500'));
    expect(everyone).toContain(findable.actor.id);
    expect(everyone).toContain(hidingFriend.actor.id);
    expect(everyone).not.toContain(hiding.actor.id);
    expect(ids(await listOver(viewer.actor, { limit: 500 }))).not.toContain(hiding.actor.id);
    // The online panel names members the viewer already sees: their distance is shown.
    const named = await listOver(viewer.actor, { userIds: [hiding.actor.id] });
    expect(ids(named)).toEqual([hiding.actor.id]);
  });

  it('orders a hidden distance as unknown: neither the order nor the cut tells where the member is', async () => {
    const viewer = await member('Berlin');
    const base = uniqueName('ord');
    // Both hide their city from strangers; the viewer knows where the reference is (say, their own
    // second account) and would learn from the order whether the other is nearer.
    const reference = await member('Wien', `${base}a`);
    const hidden = await member('Potsdam', `${base}b`);
    const shown = await member('Zürich', `${base}c`);
    await setPrivacy(reference.actor.id, { profileVisibility: 'friends' });
    await setPrivacy(hidden.actor.id, { profileVisibility: 'friends' });
    const userIds = [reference.actor.id, hidden.actor.id, shown.actor.id];

    const near = await listOver(viewer.actor, { userIds });
    // Zürich is shown; the two hidden ones follow by name.
    expect(ids(near)).toEqual([shown.actor.id, reference.actor.id, hidden.actor.id]);
    expect(near.map((r) => r.distance === null)).toEqual([false, true, true]);
    // The cut at `limit` keeps the shown one, however near the hidden one is.
    expect(ids(await listOver(viewer.actor, { userIds, limit: 1 }))).toEqual([shown.actor.id]);
    // Moved from beside the viewer to beyond the reference (Potsdam to Basel), the order stays.
    await moveTo(hidden.actor.id, 47.56, 7.59);
    expect(ids(await listOver(viewer.actor, { userIds }))).toEqual(ids(near));
    const query = `?userIds=${userIds.join(',')}`;
    expect(ids(await listOverRest(viewer.cookie, query))).toEqual(ids(near));
  });

  it('orders a hidden online status as offline', async () => {
    const viewer = await member('Berlin');
    const base = uniqueName('onl');
    // Neither shows a distance (no known town), so the online status would decide the order.
    const reference = await member('Atlantis', `${base}a`);
    const hidden = await member('Atlantis', `${base}b`);
    await setPrivacy(hidden.actor.id, { showOnlineStatus: false });
    const userIds = [reference.actor.id, hidden.actor.id];

    await setOnline(hidden.actor.id, false);
    const offline = await listOver(viewer.actor, { userIds });
    expect(ids(offline)).toEqual([reference.actor.id, hidden.actor.id]);
    await setOnline(hidden.actor.id, true);
    const online = await listOver(viewer.actor, { userIds });
    expect(ids(online)).toEqual(ids(offline));
    expect(online.map((r) => r.isOnline)).toEqual([false, false]);
    expect(ids(await listOver(viewer.actor, { userIds, limit: 1 }))).toEqual([reference.actor.id]);
    // A shown online status still puts the member first.
    await setPrivacy(hidden.actor.id, { showOnlineStatus: true });
    expect(ids(await listOver(viewer.actor, { userIds }))).toEqual([hidden.actor.id, reference.actor.id]);
  });
});

describe.each(testDatabaseKinds())('members with distance under the limits on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      limits: {
        ...DEFAULT_LIMITS,
        rates: { ...DEFAULT_LIMITS.rates, profileViews: { points: 2, seconds: 60 } },
      },
    });
  });
  afterAll(() => t.close());

  it('counts each call as a profile view, over REST and tRPC alike', async () => {
    const { cookie, user } = await signUp(t.app, { location: 'Berlin' });
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/users/with-distance', headers: { origin: ORIGIN, cookie } });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const refused = await get();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ text: { key: 'limits.tooFast' } });
    const actor = await usersQueries.findById(t.deps.db, user.id);
    if (!actor) throw new Error('signed-up member not found');
    await expect(callerFor(t.deps, actor).caller.places.usersWithDistance({})).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });
});
