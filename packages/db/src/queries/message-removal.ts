import type { Db } from '../create-db';

type Executor = Pick<Db, 'selectFrom' | 'updateTable'>;

/** A message a moderator may remove: where it is, and the photo that goes with it. */
export interface RemovableMessage {
  id: string;
  roomId: string;
  photoUrl: string | null;
}

/** One message with its author, for the audit log; removed ones are found too (`removedAt` set). */
export function findWithAuthor(db: Executor, messageId: string) {
  return db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['m.id', 'm.roomId', 'm.photoUrl', 'm.removedAt', 'u.id as authorId', 'u.username'])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
}

/** The member's messages sent since `since` that are not removed yet, in every room and chat. */
export function sentSince(db: Executor, userId: string, since: Date): Promise<RemovableMessage[]> {
  return db
    .selectFrom('messages')
    .select(['id', 'roomId', 'photoUrl'])
    .where('userId', '=', userId)
    .where('createdAt', '>=', since)
    .where('removedAt', 'is', null)
    .execute();
}

/** Turns the messages into tombstones: words and photo gone, when and by whom kept. */
export async function tombstone(
  db: Executor,
  messageIds: readonly string[],
  removedBy: string,
  removedAt: Date,
): Promise<void> {
  if (messageIds.length === 0) return;
  await db
    .updateTable('messages')
    .set({ content: '', photoUrl: null, photoFileName: null, linkPreviewUrl: null, removedAt, removedBy })
    .where('id', 'in', [...messageIds])
    .execute();
}
