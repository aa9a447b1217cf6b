import { TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, signUp, startTestApp, type TestApp } from './harness';

/** Any figure with two or more decimals: coordinates look like that, rounded distances never do. */
const COORDINATE_LIKE = /-?\d+\.\d{2,}/;

describe.each(testDatabaseKinds())('REST places on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

  describe('GET /api/geocode/validate', () => {
    it('recognises a real city', async () => {
      const res = await get(`/api/geocode/validate?city=${encodeURIComponent('zürich')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        isValid: true,
        suggestion: 'Zürich',
        formattedAddress: 'Zürich, Switzerland',
        country: 'Switzerland',
        countryCode: 'CH',
        latitude: expect.closeTo(47.37, 1),
        longitude: expect.closeTo(8.55, 1),
        message: TEXT.location.found,
      });
      expect((await get('/api/geocode/validate?city=muenchen')).json()).toMatchObject({
        isValid: true,
        formattedAddress: 'München, Bayern, Germany',
      });
    });

    it('suggests the city meant for a typo', async () => {
      const res = await get('/api/geocode/validate?city=Hambrug');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        isValid: false,
        suggestion: 'Hamburg',
        latitude: null,
        longitude: null,
        message: 'City not found. Did you mean Hamburg?',
      });
    });

    it('knows no city outside Germany, Austria and Switzerland', async () => {
      const res = await get('/api/geocode/validate?city=Paris');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        isValid: false,
        suggestion: null,
        countryCode: null,
        latitude: null,
      });
      expect(res.json()).toHaveProperty('message', TEXT.location.cityNotFound);
    });

    it('needs a city', async () => {
      const res = await get('/api/geocode/validate?city=');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Bad Request', message: TEXT.auth.cityRequired });
    });
  });

  it('GET /api/geocode/suggest ranks prefix matches by population', async () => {
    const res = await get('/api/geocode/suggest?q=Fra');
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: { name: string; adminArea: string }[] };
    expect(results).toHaveLength(10);
    expect(results[0]).toMatchObject({ name: 'Frankfurt am Main', adminArea: 'Hessen' });
    expect((await get('/api/geocode/suggest?q=z')).json()).toEqual({ results: [] });
  });

  describe('GET /api/users/with-distance', () => {
    let me: Awaited<ReturnType<typeof signUp>>;
    let ids: Record<string, string>;
    beforeAll(async () => {
      me = await signUp(t.app, { location: 'Berlin' });
      // A precise home position: it must never come back, not even rounded.
      const munich = await signUp(t.app, {
        location: 'München',
        latitude: '48.15123',
        longitude: '11.54987',
      });
      const vienna = await signUp(t.app, { location: 'Wien', latitude: 48.20849, longitude: 16.37208 });
      const hidden = await signUp(t.app, { location: 'Graz', latitude: 47.07123, longitude: 15.43987 });
      const blocked = await signUp(t.app, { location: 'Köln' });
      const blocker = await signUp(t.app, { location: 'Bonn' });
      const banned = await signUp(t.app, { location: 'Basel' });
      const nowhere = await signUp(t.app, { location: 'Atlantis' });
      ids = {
        munich: munich.user.id,
        vienna: vienna.user.id,
        hidden: hidden.user.id,
        blocked: blocked.user.id,
        blocker: blocker.user.id,
        banned: banned.user.id,
        nowhere: nowhere.user.id,
      };
      const db = t.deps.db;
      await db
        .insertInto('userPrivacySettings')
        .values({ userId: hidden.user.id, showLocation: false })
        .execute();
      await db
        .insertInto('blockedUsers')
        .values([
          { blockerId: me.user.id, blockedId: blocked.user.id, reason: null },
          { blockerId: blocker.user.id, blockedId: me.user.id, reason: null },
        ])
        .execute();
      await db.updateTable('users').set({ isBanned: true }).where('id', '=', banned.user.id).execute();
    });

    interface Row {
      id: string;
      location: string | null;
      distance: number | null;
      duration: number | null;
      distanceMode: string | null;
    }
    const mine = (rows: Row[]) => rows.filter((r) => Object.values(ids).includes(r.id));

    it('lists others nearest first, straight-line by default, without blocked or banned members', async () => {
      const res = await get(`/api/users/with-distance?userId=${me.user.id}`, me.cookie);
      expect(res.statusCode).toBe(200);
      const rows = mine(res.json() as Row[]);
      expect(rows.map((r) => r.id)).toEqual([ids.munich, ids.vienna, ids.hidden, ids.nowhere]);
      const [munich, vienna, hidden, nowhere] = rows;
      // Berlin–München 504 km, Berlin–Wien 524 km between city centres.
      expect(munich).toMatchObject({ location: 'München', duration: null, distanceMode: 'straight_line' });
      expect(munich?.distance).toBeGreaterThanOrEqual(500);
      expect(munich?.distance).toBeLessThanOrEqual(508);
      expect(vienna).toMatchObject({ location: 'Wien', distanceMode: 'straight_line' });
      expect(Math.abs((vienna?.distance ?? 0) - 524)).toBeLessThanOrEqual(2);
      expect(hidden).toMatchObject({ location: null, distance: null, duration: null, distanceMode: null });
      expect(nowhere).toMatchObject({ location: 'Atlantis', distance: null, distanceMode: null });
      expect(rows.some((r) => r.id === me.user.id)).toBe(false);
    });

    it('never returns a coordinate', async () => {
      const res = await get('/api/users/with-distance', me.cookie);
      expect(res.body).not.toMatch(/latitude|longitude|"lat"|"lon"/i);
      expect(res.body).not.toMatch(COORDINATE_LIKE);
      for (const figure of [
        '48.15',
        '11.54',
        '11.55',
        '48.20',
        '48.21',
        '16.37',
        '47.07',
        '15.43',
        '15.44',
      ]) {
        expect(res.body).not.toContain(figure);
      }
    });

    it('narrows to the ids asked for', async () => {
      const res = await get(`/api/users/with-distance?userIds=${ids.vienna},${ids.blocked}`, me.cookie);
      expect((res.json() as Row[]).map((r) => r.id)).toEqual([ids.vienna]);
    });

    it('refuses strangers and other members’ ids', async () => {
      expect((await get('/api/users/with-distance')).statusCode).toBe(401);
      const other = await get(`/api/users/with-distance?userId=${ids.munich}`, me.cookie);
      expect(other.statusCode).toBe(403);
      expect((await get('/api/users/with-distance?userIds=not-an-id', me.cookie)).statusCode).toBe(400);
    });
  });
});
