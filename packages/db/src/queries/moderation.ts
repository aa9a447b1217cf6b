import type { Insertable } from 'kysely';
import type { Db } from '../create-db';
import type { UserModerationActionsTable } from '../schema';

type Executor = Pick<Db, 'insertInto' | 'updateTable'>;

export type NewModerationAction = Insertable<UserModerationActionsTable>;

/** A lifted measure leaves none of its details behind. */
const LIFTED_BAN = { isBanned: false, bannedAt: null, bannedBy: null, banReason: null, banExpiresAt: null };
const LIFTED_MUTE = { isMuted: false, mutedUntil: null };

/** One measure in the member's moderation history (what, why, by whom, until when). */
export async function recordAction(db: Executor, action: NewModerationAction): Promise<void> {
  await db.insertInto('userModerationActions').values(action).execute();
}

/** Mutes the member until `mutedUntil` (null: until lifted). */
export async function mute(db: Executor, userId: string, mutedUntil: Date | null): Promise<void> {
  await db.updateTable('users').set({ isMuted: true, mutedUntil }).where('id', '=', userId).execute();
}

export async function unmute(db: Executor, userId: string): Promise<void> {
  await db.updateTable('users').set(LIFTED_MUTE).where('id', '=', userId).execute();
}

export interface Ban {
  bannedAt: Date;
  bannedBy: string;
  banReason: string;
  /** When the ban ends by itself; null: until lifted. */
  banExpiresAt: Date | null;
}

export async function ban(db: Executor, userId: string, details: Ban): Promise<void> {
  await db
    .updateTable('users')
    .set({ isBanned: true, ...details })
    .where('id', '=', userId)
    .execute();
}

export async function liftBan(db: Executor, userId: string): Promise<void> {
  await db.updateTable('users').set(LIFTED_BAN).where('id', '=', userId).execute();
}

/** Bans and mutes whose time ran out by `now` are lifted in the table too. */
export async function liftExpired(db: Executor, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set(LIFTED_BAN)
    .where('isBanned', '=', true)
    .where('banExpiresAt', '<=', now)
    .execute();
  await db
    .updateTable('users')
    .set(LIFTED_MUTE)
    .where('isMuted', '=', true)
    .where('mutedUntil', '<=', now)
    .execute();
}
