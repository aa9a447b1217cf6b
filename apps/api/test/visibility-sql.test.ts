import { blocksQueries, friendsQueries, sql, visibility } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { canFind, canSeeOnline, visibleFieldsOf } from '../src/services/policy/can';
import { relationsTo } from '../src/services/policy/relation';
import { chatTestBed, makeMember } from './chat-fixtures';

const VISIBILITIES = ['public', 'friends', 'private'] as const;

/**
 * The SQL forms of "what the viewer is shown" (packages/db visibility.ts) against the policy's
 * own functions, for every combination of the settings they read, friends or not, with and
 * without a stored settings row: a query may never order or cut by a rule the policy does not hold.
 */
describe.each(testDatabaseKinds())('policy rules in SQL on $name', (kind) => {
  const bed = chatTestBed(kind);

  it('locationShownTo and onlineShownTo agree with visibleFieldsOf and canSeeOnline', async () => {
    const { deps } = bed;
    const viewer = await makeMember(deps, 'viewer');
    const ids: string[] = [];
    for (const friends of [false, true]) {
      const plain = await makeMember(deps, 'rule');
      if (friends) await friendsQueries.insertFriendship(deps.db, viewer.id, plain.id);
      ids.push(plain.id);
      for (const profileVisibility of VISIBILITIES) {
        for (const showLocation of [false, true]) {
          for (const showOnlineStatus of [false, true]) {
            const member = await makeMember(deps, 'rule');
            await deps.db
              .insertInto('userPrivacySettings')
              .values({ userId: member.id, profileVisibility, showLocation, showOnlineStatus })
              .execute();
            if (friends) await friendsQueries.insertFriendship(deps.db, viewer.id, member.id);
            ids.push(member.id);
          }
        }
      }
    }
    const rows = await deps.db
      .selectFrom('users as u')
      .leftJoin('userPrivacySettings as p', 'p.userId', 'u.id')
      .select([
        'u.id',
        visibility.locationShownTo(viewer.id, sql.ref('u.id')).as('location'),
        visibility.onlineShownTo(viewer.id, sql.ref('u.id')).as('online'),
      ])
      .where('u.id', 'in', ids)
      .execute();
    const relations = await relationsTo(deps, viewer, ids);
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      const relation = relations.get(row.id);
      if (!relation) throw new Error('no relation loaded');
      expect({ id: row.id, location: row.location, online: row.online }).toEqual({
        id: row.id,
        location: visibleFieldsOf(relation).location,
        online: canSeeOnline(relation),
      });
    }
  });

  it('pictureShownToStrangers agrees with what visibleFieldsOf shows a stranger', async () => {
    const { deps } = bed;
    const viewer = await makeMember(deps, 'viewer');
    const ids = [(await makeMember(deps, 'picture')).id];
    for (const profileVisibility of VISIBILITIES) {
      for (const showPhotosToStrangers of [false, true]) {
        const member = await makeMember(deps, 'picture');
        await deps.db
          .insertInto('userPrivacySettings')
          .values({ userId: member.id, profileVisibility, showPhotosToStrangers })
          .execute();
        ids.push(member.id);
      }
    }
    const rows = await deps.db
      .selectFrom('users as u')
      .leftJoin('userPrivacySettings as ps', 'ps.userId', 'u.id')
      .select(['u.id', visibility.pictureShownToStrangers('ps').as('picture')])
      .where('u.id', 'in', ids)
      .execute();
    const relations = await relationsTo(deps, viewer, ids);
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      const relation = relations.get(row.id);
      if (!relation) throw new Error('no relation loaded');
      expect({ id: row.id, picture: row.picture }).toEqual({
        id: row.id,
        picture: visibleFieldsOf(relation).photos,
      });
    }
  });

  it('the member search filter (notBanned, notBlockedEitherWay, discoverableBy) agrees with canFind', async () => {
    const { deps } = bed;
    const viewer = await makeMember(deps, 'viewer');
    const member = async (setup: (id: string) => Promise<unknown> = async () => {}) => {
      const made = await makeMember(deps, 'find');
      await setup(made.id);
      return made.id;
    };
    const hidden = (id: string) =>
      deps.db.insertInto('userPrivacySettings').values({ userId: id, discoverableInSearch: false }).execute();
    const ids = [
      viewer.id,
      await member(),
      await member((id) =>
        deps.db.updateTable('users').set({ isBanned: true }).where('id', '=', id).execute(),
      ),
      await member((id) => blocksQueries.insert(deps.db, viewer.id, id, null)),
      await member((id) => blocksQueries.insert(deps.db, id, viewer.id, null)),
      await member(hidden),
      await member(async (id) => {
        await hidden(id);
        await friendsQueries.insertFriendship(deps.db, viewer.id, id);
      }),
    ];
    const memberId = sql.ref<string>('u.id');
    const rows = await deps.db
      .selectFrom('users as u')
      .leftJoin('userPrivacySettings as p', 'p.userId', 'u.id')
      .select([
        'u.id',
        sql<boolean>`(${memberId} <> ${viewer.id}
          and ${visibility.notBanned(sql.ref('u.isBanned'))}
          and ${visibility.notBlockedEitherWay(viewer.id, memberId)}
          and ${visibility.discoverableBy(viewer.id, memberId)})`.as('found'),
      ])
      .where('u.id', 'in', ids)
      .execute();
    const relations = await relationsTo(deps, viewer, ids);
    expect(rows).toHaveLength(ids.length);
    const found = rows.filter((row) => row.found).map((row) => row.id);
    expect(found).toHaveLength(2);
    for (const row of rows) {
      const relation = relations.get(row.id);
      if (!relation) throw new Error('no relation loaded');
      expect({ id: row.id, found: row.found }).toEqual({ id: row.id, found: canFind(relation) });
    }
  });
});
