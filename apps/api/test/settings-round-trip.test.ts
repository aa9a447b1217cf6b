import type { TUpdateProfileInput } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, ORIGIN, signUp, startTestApp, type TestApp } from './harness';

/**
 * Every settings answer is accepted back as it came: read, write it back unchanged, read again
 * and find the same. A client that saves a whole form it was given must never be refused.
 */
describe.each(testDatabaseKinds())('settings round trips on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const member = async (overrides: Record<string, unknown> = {}) => {
    const { cookie, user } = await signUp(t.app, overrides);
    const actor = await usersQueries.findById(t.deps.db, user.id);
    if (!actor) throw new Error('signed-up member not found');
    return { cookie, actor, caller: callerFor(t.deps, actor).caller };
  };
  const rest = async (cookie: string, method: 'GET' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json() as unknown;
  };

  /** GET, PUT the answer, PUT the PUT's answer, GET: all the same settings. */
  const roundTripOverRest = async (cookie: string, read: string, write = read, pick = (v: unknown) => v) => {
    const first = await rest(cookie, 'GET', read);
    const written = await rest(cookie, 'PUT', write, first);
    await rest(cookie, 'PUT', write, written);
    expect(pick(await rest(cookie, 'GET', read))).toEqual(pick(first));
    return first;
  };
  const roundTripOverTrpc = async <T>(read: () => Promise<T>, write: (value: T) => Promise<unknown>) => {
    const first = await read();
    const written = await write(first);
    await write(written as T);
    expect(await read()).toEqual(first);
    return first;
  };

  it('notification settings, as stored by default (no time zone yet) and after a change', async () => {
    const { cookie, actor, caller } = await member();
    const path = `/api/users/${actor.id}/notification-settings`;
    expect(await roundTripOverRest(cookie, path)).toMatchObject({ timeZone: null });
    await roundTripOverTrpc(caller.notifications.settings, caller.notifications.updateSettings);
    await caller.notifications.updateSettings({
      timeZone: 'Europe/Vienna',
      quietHours: { enabled: true, startTime: '23:00', endTime: '07:00' },
      notifications: { mentions: false },
    });
    expect(await roundTripOverRest(cookie, path)).toMatchObject({ timeZone: 'Europe/Vienna' });
    await roundTripOverTrpc(caller.notifications.settings, caller.notifications.updateSettings);
    // A form loaded before the browser reported its zone does not undo the report.
    expect(await rest(cookie, 'PUT', path, { timeZone: null, soundEnabled: false })).toMatchObject({
      timeZone: 'Europe/Vienna',
      soundEnabled: false,
    });
  });

  it('privacy settings, by default and after a change', async () => {
    const { cookie, actor, caller } = await member();
    const path = `/api/users/${actor.id}/privacy-settings`;
    await roundTripOverRest(cookie, path);
    await caller.privacy.update({
      profileVisibility: 'friends',
      showAge: false,
      allowDirectMessages: 'nobody',
    });
    expect(await roundTripOverRest(cookie, path)).toMatchObject({ profileVisibility: 'friends' });
    await roundTripOverTrpc(caller.privacy.get, caller.privacy.update);
  });

  it('contact filters', async () => {
    const { caller } = await member();
    await roundTripOverTrpc(caller.filters.get, caller.filters.update);
    await caller.filters.update({ genderPreference: 'male', ageMin: 25, ageMax: 40 });
    expect(await roundTripOverTrpc(caller.filters.get, caller.filters.update)).toEqual({
      genderPreference: 'male',
      ageMin: 25,
      ageMax: 40,
    });
  });

  it('the profile: its settings answer is accepted by the profile form, coordinates kept', async () => {
    // A village the gazetteer does not know, placed by the device: stored on the grid.
    const { cookie, actor, caller } = await member({
      location: 'Kleinkleckersdorf',
      latitude: 52.1,
      longitude: 13.2,
    });
    await caller.account.updateProfile({
      displayName: 'Round Trip',
      bio: 'Hello',
      location: 'Kleinkleckersdorf',
      latitude: 52.1,
      longitude: 13.2,
      genderPreference: 'female',
      ageMin: 30,
      ageMax: 50,
    });
    const stored = async () =>
      t.deps.db
        .selectFrom('users')
        .select(['latitude', 'longitude'])
        .where('id', '=', actor.id)
        .executeTakeFirst();
    const position = await stored();
    expect(position?.latitude).not.toBeNull();
    const user = (v: unknown) => (v as { user: unknown }).user;
    const first = await rest(cookie, 'GET', `/api/users/${actor.id}/profile-settings`);
    const written = await rest(cookie, 'PUT', `/api/users/${actor.id}/profile`, user(first));
    await rest(cookie, 'PUT', `/api/users/${actor.id}/profile`, written);
    expect(user(await rest(cookie, 'GET', `/api/users/${actor.id}/profile-settings`))).toEqual(user(first));
    await roundTripOverTrpc(
      async () => (await caller.account.settings()).user,
      // The session user types its gender and city more loosely than the form; on the wire
      // (what a client sends) the answer is taken as it is.
      (value) => caller.account.updateProfile(value as TUpdateProfileInput),
    );
    expect(await stored()).toEqual(position);
  });

  it('cookie consent, once chosen', async () => {
    const { cookie, actor, caller } = await member();
    await caller.account.setCookieConsent({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: false,
    });
    const path = `/api/users/${actor.id}/cookie-consent`;
    expect(await roundTripOverRest(cookie, path)).toMatchObject({ consent: { functional: true } });
    const consent = async () => {
      const value = await caller.account.cookieConsent();
      if (!value) throw new Error('no consent stored');
      return value;
    };
    await roundTripOverTrpc(consent, caller.account.setCookieConsent);
  });

  it('the language, once chosen', async () => {
    const { actor, caller } = await member();
    await caller.auth.setLocale({ locale: 'de' });
    const locale = async (): Promise<{ locale: 'de' | 'en' }> => {
      // A new request each time: the session's member is read afresh, as on every request.
      const fresh = await usersQueries.findById(t.deps.db, actor.id);
      const me = fresh ? await callerFor(t.deps, fresh).caller.auth.me() : null;
      if (!me?.locale) throw new Error('no language stored');
      return { locale: me.locale };
    };
    await roundTripOverTrpc(locale, caller.auth.setLocale);
  });
});
