import type { Db } from '../create-db';

type Executor = Pick<Db, 'selectFrom'>;

/** A private chat seen from one of its members: the other member and how far each has read. */
export interface PrivateChatReaders {
  otherId: string;
  ownLastRead: number;
  otherLastRead: number;
}

/**
 * The other member of the private chat `roomId` and both read positions, when `userId` is a
 * member of it; undefined for a room that is not a private chat, or one `userId` is not in.
 */
export function privateChatReaders(
  db: Executor,
  roomId: string,
  userId: string,
): Promise<PrivateChatReaders | undefined> {
  return db
    .selectFrom('roomMembers as me')
    .innerJoin('rooms as r', 'r.id', 'me.roomId')
    .innerJoin('roomMembers as other', (join) =>
      join.onRef('other.roomId', '=', 'me.roomId').onRef('other.userId', '<>', 'me.userId'),
    )
    .select([
      'other.userId as otherId',
      'me.lastReadSequence as ownLastRead',
      'other.lastReadSequence as otherLastRead',
    ])
    .where('me.roomId', '=', roomId)
    .where('me.userId', '=', userId)
    .where('r.isDirect', '=', true)
    .executeTakeFirst();
}

/** The other members of the open private chats of `userId`. */
export async function privateChatPartners(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('roomMembers as me')
    .innerJoin('rooms as r', 'r.id', 'me.roomId')
    .innerJoin('roomMembers as other', (join) =>
      join.onRef('other.roomId', '=', 'me.roomId').onRef('other.userId', '<>', 'me.userId'),
    )
    .select('other.userId')
    .distinct()
    .where('me.userId', '=', userId)
    .where('r.isDirect', '=', true)
    .where('r.closedAt', 'is', null)
    .execute();
  return rows.map((row) => row.userId);
}
