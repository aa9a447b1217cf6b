import { PROFILE_GENDERS, TEXT } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, registration, signUp, startTestApp, type TestApp, uniqueName } from './harness';

/** `POST /api/auth/register` and the password change with the new choices (issue 32, items 5, 6, 13). */
describe.each(testDatabaseKinds())('REST sign-up choices on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    });

  it.each(PROFILE_GENDERS)('registers a member of gender %s with 201', async (gender) => {
    const res = await send('POST', '/api/auth/register', registration(uniqueName('rg'), { gender }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ gender });
  });

  it('refuses a gender the profile does not offer with 400 and the catalogue text', async () => {
    const res = await send(
      'POST',
      '/api/auth/register',
      registration(uniqueName('rg'), { gender: 'divers' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message: TEXT.auth.genderRequired });
  });

  it('refuses one of the most common passwords with 400, and sets no cookie', async () => {
    const res = await send(
      'POST',
      '/api/auth/register',
      registration(uniqueName('rp'), { password: 'Schalke04', confirmPassword: 'Schalke04' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', message: TEXT.passwords.tooCommon });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a common new password in the password change with 400', async () => {
    const { cookie, user, password } = await signUp(t.app);
    const change = (newPassword: string) =>
      send(
        'PUT',
        `/api/users/${user.id}/password`,
        { currentPassword: password, newPassword, confirmPassword: newPassword },
        cookie,
      );
    const refused = await change('ichliebedich');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Bad Request', message: TEXT.passwords.tooCommon });
    const kept = await change('ich-liebe-den-bodensee');
    expect(kept.statusCode).toBe(200);
  });

  it('accepts a city it does not know, and says so in the user', async () => {
    const res = await send(
      'POST',
      '/api/auth/register',
      registration(uniqueName('ru'), { location: 'Hinterwaldhausen' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ location: 'Hinterwaldhausen', locationKnown: false });
    const known = await send(
      'POST',
      '/api/auth/register',
      registration(uniqueName('ru'), { location: 'Graz' }),
    );
    expect(known.json()).toMatchObject({ location: 'Graz', locationKnown: true });
  });
});
