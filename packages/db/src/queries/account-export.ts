import type { Db } from '../create-db';

type Executor = Pick<Db, 'selectFrom'>;

/** Named rooms the member created, with what they wrote about them. */
export function roomsCreatedBy(db: Executor, userId: string) {
  return db
    .selectFrom('rooms')
    .select(['id', 'name', 'description', 'isPrivate', 'createdAt'])
    .where('createdBy', '=', userId)
    .where('isDirect', '=', false)
    .orderBy('createdAt')
    .execute();
}

/** Where the member has read up to in each room and chat they are in. */
export function readPositionsOf(db: Executor, userId: string) {
  return db
    .selectFrom('roomMembers as m')
    .innerJoin('rooms as r', 'r.id', 'm.roomId')
    .select(['m.roomId', 'r.name as roomName', 'r.isDirect', 'm.joinedAt', 'm.lastReadSequence'])
    .where('m.userId', '=', userId)
    .orderBy('m.joinedAt')
    .execute();
}

/** Friend requests the member sent or received that were answered or withdrawn. */
export function settledFriendRequestsOf(db: Executor, userId: string) {
  return db
    .selectFrom('friendRequests')
    .select(['id', 'senderId', 'receiverId', 'status', 'createdAt', 'respondedAt'])
    .where((eb) => eb.or([eb('senderId', '=', userId), eb('receiverId', '=', userId)]))
    .where('status', '!=', 'pending')
    .orderBy('createdAt')
    .execute();
}

/** Moderation measures taken against the member: what, why and when; never who took them. */
export function measuresAgainst(db: Executor, userId: string) {
  return db
    .selectFrom('userModerationActions')
    .select(['actionType', 'reason', 'performedAt', 'expiresAt'])
    .where('userId', '=', userId)
    .orderBy('performedAt')
    .execute();
}

/**
 * Reports about the member: the reason chosen, when, and how far moderation got. Never who
 * filed them, nor their text or the message they were made from, which could tell who did.
 */
export function reportsAbout(db: Executor, userId: string) {
  return db
    .selectFrom('reports')
    .select(['reason', 'status', 'reportedAt'])
    .where('reportedUserId', '=', userId)
    .orderBy('reportedAt')
    .execute();
}

/** The member's profile photos, oldest first. */
export function profilePhotosOf(db: Executor, userId: string) {
  return db
    .selectFrom('userPhotos')
    .select(['id', 'photoUrl', 'fileName', 'isPrimary', 'uploadedAt'])
    .where('userId', '=', userId)
    .orderBy('uploadedAt')
    .execute();
}

/** The member's newest `limit` messages in rooms and chats, with the room each was sent in. */
export function messagesOf(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('messages as m')
    .innerJoin('rooms as r', 'r.id', 'm.roomId')
    .select([
      'm.id',
      'm.roomId',
      'r.name as roomName',
      'r.isDirect',
      'm.content',
      'm.messageType',
      'm.photoUrl',
      'm.photoFileName',
      'm.createdAt',
      'm.editedAt',
      'm.replyToId',
      'm.removedAt',
    ])
    .where('m.userId', '=', userId)
    .orderBy('m.createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** The member's reactions, oldest first, with the message and room each went to. */
export function reactionsOf(db: Executor, userId: string) {
  return db
    .selectFrom('messageReactions as x')
    .innerJoin('messages as m', 'm.id', 'x.messageId')
    .select(['x.messageId', 'm.roomId', 'x.emoji', 'x.createdAt'])
    .where('x.userId', '=', userId)
    .orderBy('x.createdAt')
    .execute();
}

/** Reports the member filed, with what they wrote, oldest first. */
export function reportsFiledBy(db: Executor, userId: string) {
  return db
    .selectFrom('reports')
    .select(['id', 'reportedUserId', 'reason', 'description', 'status', 'reportedAt', 'messageId'])
    .where('reporterId', '=', userId)
    .orderBy('reportedAt')
    .execute();
}

/** The member's notifications, newest first. */
export function notificationsOf(db: Executor, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['id', 'type', 'title', 'body', 'data', 'read', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .execute();
}

/** The member's sessions: when and from what; never a session's id, the secret that signs them in. */
export function sessionsOf(db: Executor, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['createdAt', 'lastUsedAt', 'expiresAt', 'userAgent'])
    .where('userId', '=', userId)
    .execute();
}
