import { DEFAULT_PRIVACY_SETTINGS, type TPrivacySettings } from '@nahbar/contracts';
import { type RelationRow, relationsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';

/** Everything the policy needs to judge what a viewer may see of, or do to, another member. */
export interface Relation {
  otherId: string;
  /** The viewer is the member. */
  self: boolean;
  viewerBlockedOther: boolean;
  otherBlockedViewer: boolean;
  friends: boolean;
  requestSentId: string | null;
  requestReceivedId: string | null;
  /** The member's privacy settings (the defaults when they never saved any). */
  privacy: TPrivacySettings;
  /** The member's contact filters and what they are judged on. */
  other: RelationRow['other'];
  viewer: Pick<Actor, 'gender' | 'age'>;
}

function toRelation(viewer: Actor, row: RelationRow): Relation {
  return {
    otherId: row.otherId,
    self: row.otherId === viewer.id,
    viewerBlockedOther: row.viewerBlockedOther,
    otherBlockedViewer: row.otherBlockedViewer,
    friends: row.friends,
    requestSentId: row.requestSentId,
    requestReceivedId: row.requestReceivedId,
    privacy: row.privacy ?? DEFAULT_PRIVACY_SETTINGS,
    other: row.other,
    viewer: { gender: viewer.gender, age: viewer.age },
  };
}

/** What links the viewer to one member, in one query; undefined when there is no such member. */
export async function relationTo(
  deps: AppDeps,
  viewer: Actor,
  otherId: string,
): Promise<Relation | undefined> {
  const [row] = await relationsQueries.between(deps.db, viewer.id, [otherId]);
  return row ? toRelation(viewer, row) : undefined;
}

/** What links the viewer to each of many members, in one query; unknown ids are left out. */
export async function relationsTo(
  deps: AppDeps,
  viewer: Actor,
  otherIds: readonly string[],
): Promise<Map<string, Relation>> {
  const unique = [...new Set(otherIds)];
  const rows = await relationsQueries.between(deps.db, viewer.id, unique);
  return new Map(rows.map((row) => [row.otherId, toRelation(viewer, row)]));
}
