import { SEED_PUBLIC_ROOMS } from '@nahbar/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/migrate';
import * as users from '../src/queries/users';
import { seedPublicRooms } from '../src/seed';
import { person } from './fixtures/person';
import { type TestDatabase, testDatabaseKinds } from './test-databases';

describe.each(testDatabaseKinds())('schema on $name', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await kind.create();
  });
  afterAll(() => t.close());

  it('is up to date after migrating, and migrating again changes nothing', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
    const tables = await sql<{ tablename: string }>`
      select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'
      order by tablename`.execute(t.db);
    expect(tables.rows.map((r) => r.tablename)).toEqual([
      'admin_audit_log',
      'blocked_users',
      'cookie_consents',
      'email_tokens',
      'friend_requests',
      'friendships',
      'known_devices',
      'link_previews',
      'mail_outbox',
      'message_reactions',
      'messages',
      'notifications',
      'photos',
      'push_subscriptions',
      'report_evidence',
      'reports',
      'room_members',
      'rooms',
      'sessions',
      'user_moderation_actions',
      'user_notification_settings',
      'user_photos',
      'user_privacy_settings',
      'users',
    ]);
  });

  it('keeps verified e-mail addresses unique ignoring case', async () => {
    const cleo = await users.insert(t.db, person('Cleo'));
    const dora = await users.insert(t.db, person('Dora'));
    await t.db.updateTable('users').set({ email: 'Cleo@Example.org' }).where('id', '=', cleo.id).execute();
    await expect(
      t.db.updateTable('users').set({ email: 'cleo@example.ORG' }).where('id', '=', dora.id).execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  it('keeps usernames unique ignoring case', async () => {
    await users.insert(t.db, person('Anna'));
    await expect(users.insert(t.db, person('anna'))).rejects.toThrow(/unique|duplicate/i);
    expect((await users.findByUsername(t.db, 'ANNA'))?.username).toBe('Anna');
  });

  it('checks the enumerations and ranges', async () => {
    await expect(users.insert(t.db, { ...person('bob'), gender: 'robot' as 'male' })).rejects.toThrow(
      /check/i,
    );
    await expect(users.insert(t.db, { ...person('carl'), age: 17 })).rejects.toThrow(/check/i);
    const anna = await users.findByUsername(t.db, 'anna');
    if (!anna) throw new Error('seeded user missing');
    await expect(
      t.db
        .insertInto('userPrivacySettings')
        .values({ userId: anna.id, allowDirectMessages: 'strangers' as 'everyone' })
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it("stores each of the profile's genders as a contact filter, and nothing else", async () => {
    const dana = await users.insert(t.db, person('dana'));
    for (const genderPreference of ['all', 'male', 'female', 'non-binary', 'other'] as const) {
      await users.setContactFilters(t.db, dana.id, { genderPreference, ageMin: 18, ageMax: 99 });
      expect((await users.findById(t.db, dana.id))?.genderPreference).toBe(genderPreference);
    }
    await expect(
      users.setContactFilters(t.db, dana.id, { genderPreference: 'robot' as 'all', ageMin: 18, ageMax: 99 }),
    ).rejects.toThrow(/check/i);
  });

  it('seeds the public rooms once, however often it runs', async () => {
    await seedPublicRooms(t.db);
    await seedPublicRooms(t.db);
    const rooms = await t.db.selectFrom('rooms').select('name').where('isPrivate', '=', false).execute();
    expect(rooms.map((r) => r.name).sort()).toEqual(SEED_PUBLIC_ROOMS.map((r) => r.name).sort());
  });

  it('gives each seeded room its stable key, and no other room one', async () => {
    await seedPublicRooms(t.db);
    const seeded = await t.db
      .selectFrom('rooms')
      .select(['name', 'seedKey'])
      .where('seedKey', 'is not', null)
      .orderBy('name')
      .execute();
    expect(seeded).toEqual(
      [...SEED_PUBLIC_ROOMS]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((room) => ({ name: room.name, seedKey: room.key })),
    );
    const other = await t.db
      .insertInto('rooms')
      .values({ name: 'Garden', description: null })
      .returning('seedKey')
      .executeTakeFirstOrThrow();
    expect(other.seedKey).toBeNull();
  });

  it('refuses a second message with the same room sequence or the same client message id', async () => {
    const anna = await users.findByUsername(t.db, 'anna');
    const room = await t.db.selectFrom('rooms').select('id').executeTakeFirstOrThrow();
    if (!anna) throw new Error('seeded user missing');
    const message = { roomId: room.id, userId: anna.id, content: 'hi', photoUrl: null, photoFileName: null };
    await t.db
      .insertInto('messages')
      .values({ ...message, sequenceId: 1, clientMessageId: 'c1' })
      .execute();
    await expect(
      t.db
        .insertInto('messages')
        .values({ ...message, sequenceId: 1, clientMessageId: 'c2' })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
    await expect(
      t.db
        .insertInto('messages')
        .values({ ...message, sequenceId: 2, clientMessageId: 'c1' })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
    const stored = await t.db.selectFrom('messages').select(['mentionedUserIds', 'messageType']).execute();
    expect(stored).toEqual([{ mentionedUserIds: [], messageType: 'text' }]);
  });

  it('removes what belongs to a deleted user', async () => {
    const gone = await users.insert(t.db, person('leaving'));
    await t.db
      .insertInto('sessions')
      .values({ id: 's1', userId: gone.id, expiresAt: new Date(Date.now() + 1000) })
      .execute();
    await t.db.insertInto('userPrivacySettings').values({ userId: gone.id }).execute();
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(
      await t.db.selectFrom('userPrivacySettings').selectAll().where('userId', '=', gone.id).execute(),
    ).toEqual([]);
  });

  it('runs concurrent transactions without losing an update', async () => {
    const room = await t.db.selectFrom('rooms').select('id').executeTakeFirstOrThrow();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.db.transaction().execute((trx) =>
          trx
            .updateTable('rooms')
            .set((eb) => ({ lastSequenceId: eb('lastSequenceId', '+', 1) }))
            .where('id', '=', room.id)
            .execute(),
        ),
      ),
    );
    const after = await t.db
      .selectFrom('rooms')
      .select('lastSequenceId')
      .where('id', '=', room.id)
      .executeTakeFirstOrThrow();
    expect(after.lastSequenceId).toBe(20);
  });
});
