import { PROFILE_GENDERS, TEXT } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection } from '../../../test/chat-fixtures';
import { callerFor, registration, startTestDeps, uniqueName } from '../../../test/harness';
import type { Actor, AppDeps } from '../../deps';

/** Registration's choices through tRPC: gender, password and city (issue 32, items 5, 6 and 13). */
describe.each(testDatabaseKinds())('signing up on $name', (kind) => {
  let deps: AppDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await startTestDeps(kind));
  });
  afterAll(() => close());

  const signUp = async (overrides: Record<string, unknown> = {}): Promise<Actor> => {
    const user = await callerFor(deps, null).caller.auth.register(registration(uniqueName('su'), overrides));
    const row = await usersQueries.findById(deps.db, user.id);
    if (!row) throw new Error('registered user not found');
    return row;
  };
  const as = (actor: Actor) => callerFor(deps, actor).caller;

  it.each(PROFILE_GENDERS)('registers a member of gender %s, as stored and shown', async (gender) => {
    const { caller } = callerFor(deps, null);
    const user = await caller.auth.register(registration(uniqueName('g'), { gender }));
    expect(user.gender).toBe(gender);
    expect((await usersQueries.findById(deps.db, user.id))?.gender).toBe(gender);
  });

  it.each(['non-binary', 'other'] as const)(
    'lets the contact filter admit only %s members',
    async (gender) => {
      const owner = await signUp();
      expect(await as(owner).filters.update({ genderPreference: gender, ageMin: 18, ageMax: 99 })).toEqual({
        genderPreference: gender,
        ageMin: 18,
        ageMax: 99,
      });
      expect(await as(owner).filters.get()).toMatchObject({ genderPreference: gender });

      const woman = await signUp({ gender: 'female' });
      expect(await rejection(as(woman).privateChats.create({ userId: owner.id }))).toMatchObject({
        code: 'FORBIDDEN',
        message: TEXT.chat.userNotAcceptingChats,
      });
      const admitted = await signUp({ gender });
      expect((await as(admitted).privateChats.create({ userId: owner.id })).otherUser.id).toBe(owner.id);
    },
  );

  it("takes the new genders as the profile's 'Interested in' too, and refuses an unknown one", async () => {
    const member = await signUp();
    const saved = await as(member).account.updateProfile({
      displayName: member.username,
      location: 'Berlin',
      genderPreference: 'other',
    });
    expect(saved.genderPreference).toBe('other');
    expect(
      await rejection(
        as(member).filters.update({ genderPreference: 'robot' as 'all', ageMin: 18, ageMax: 99 }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: TEXT.social.invalidGenderPreference });
  });

  it('refuses a password from the list of the most common ones, in any case, and creates no account', async () => {
    for (const password of ['passwort', 'Hallo123', 'qwertz', 'iloveyou']) {
      const { caller, cookies } = callerFor(deps, null);
      const name = uniqueName('pw');
      expect(
        await rejection(caller.auth.register(registration(name, { password, confirmPassword: password }))),
      ).toMatchObject({ code: 'BAD_REQUEST', message: TEXT.passwords.tooCommon });
      expect(cookies).toEqual([]);
      expect(await usersQueries.findByUsername(deps.db, name)).toBeUndefined();
    }
  });

  it('refuses a common password as the new one of a password change, and keeps the old one', async () => {
    const member = await signUp();
    const change = {
      currentPassword: 'secret123',
      newPassword: 'sonnenschein',
      confirmPassword: 'sonnenschein',
    };
    expect(await rejection(as(member).account.changePassword(change))).toMatchObject({
      code: 'BAD_REQUEST',
      message: TEXT.passwords.tooCommon,
    });
    const signedIn = await callerFor(deps, null).caller.auth.login({
      username: member.username,
      password: 'secret123',
    });
    expect(signedIn.id).toBe(member.id);
    const better = {
      ...change,
      newPassword: 'sonnenschein-am-see-4',
      confirmPassword: 'sonnenschein-am-see-4',
    };
    expect(await as(member).account.changePassword(better)).toEqual({ success: true });
  });

  it('says "Passwords don\'t match" for a short, different confirmation, not the length rule', async () => {
    const { caller } = callerFor(deps, null);
    expect(
      await rejection(caller.auth.register(registration(uniqueName('cf'), { confirmPassword: 'sec' }))),
    ).toMatchObject({ code: 'BAD_REQUEST', message: TEXT.auth.passwordsDontMatch });
  });

  it('accepts a city it does not know, and says the member has no position until a known one', async () => {
    const stranger = await callerFor(deps, null).caller.auth.register(
      registration(uniqueName('uc'), { location: 'Kleinzwergenhausen' }),
    );
    expect(stranger).toMatchObject({ location: 'Kleinzwergenhausen', locationKnown: false });
    const member = (await usersQueries.findById(deps.db, stranger.id)) as Actor;
    expect(await as(member).auth.me()).toMatchObject({ locationKnown: false });

    const moved = await as(member).account.updateProfile({
      displayName: member.username,
      location: 'Freiburg',
    });
    expect(moved).toMatchObject({ location: 'Freiburg', locationKnown: true });
    const known = await callerFor(deps, null).caller.auth.register(registration(uniqueName('kc')));
    expect(known.locationKnown).toBe(true);
  });
});
