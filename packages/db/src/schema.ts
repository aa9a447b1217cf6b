import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { EmailTokensTable, KnownDevicesTable, MailOutboxTable } from './schema-mail';

export type { EmailTokensTable, KnownDevicesTable, MailOutboxTable } from './schema-mail';

/** Columns the database fills on insert and the application never rewrites. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  username: string;
  displayName: string;
  passwordHash: string;
  age: number;
  gender: 'male' | 'female' | 'non-binary' | 'other';
  location: string;
  latitude: number | null;
  longitude: number | null;
  genderPreference: Generated<'all' | 'male' | 'female' | 'non-binary' | 'other'>;
  ageMin: Generated<number>;
  ageMax: Generated<number>;
  role: Generated<'user' | 'admin'>;
  avatar: string | null;
  bio: string | null;
  dateOfBirth: ColumnType<Date, string | null, string | null> | null;
  isOnline: Generated<boolean>;
  lastSeen: Timestamp | null;
  isBanned: Generated<boolean>;
  bannedAt: Timestamp | null;
  bannedBy: string | null;
  banReason: string | null;
  /** When a timed ban ends by itself; null: until lifted. */
  banExpiresAt: Timestamp | null;
  /** Muted by a moderator: may read, not send, start chats or post photos. */
  isMuted: Generated<boolean>;
  mutedUntil: Timestamp | null;
  /** The member's chosen language; null until they choose one. */
  locale: 'de' | 'en' | null;
  createdAt: CreatedAt;
  /** A verified address only (migration 0020); one waiting for its link is in `email_tokens`. */
  email: string | null;
  emailVerifiedAt: Timestamp | null;
}

export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
  /** Moved forward at most every few minutes (auth/sessions.ts), not on every request. */
  lastUsedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The browser's User-Agent at sign-in, cut to a safe length; null when none was sent. */
  userAgent: string | null;
}

export interface RoomsTable {
  id: Generated<string>;
  name: string;
  description: string | null;
  isPrivate: Generated<boolean>;
  /** A one-to-one private chat rather than a named room. */
  isDirect: Generated<boolean>;
  /** `<smaller user id>:<larger user id>` of an open direct chat; null once closed. */
  directKey: string | null;
  closedAt: Timestamp | null;
  closedBy: string | null;
  createdBy: string | null;
  /** The last sequence id handed out in this room: the gap-free counter. */
  lastSequenceId: Generated<number>;
  /** A seeded public room's stable key (SEED_PUBLIC_ROOMS); null for every other room. */
  seedKey: string | null;
  createdAt: CreatedAt;
}

export interface MessagesTable {
  id: Generated<string>;
  roomId: string;
  userId: string;
  sequenceId: number;
  content: string;
  messageType: Generated<'text' | 'photo'>;
  photoUrl: string | null;
  photoFileName: string | null;
  mentionedUserIds: Generated<string[]>;
  clientMessageId: string | null;
  createdAt: CreatedAt;
  /** Removed by a moderator: a tombstone without words or photo (migration 0011). */
  removedAt: Timestamp | null;
  removedBy: string | null;
  /** When the sender last edited the text (migration 0016); no earlier text is kept. */
  editedAt: Timestamp | null;
  /** The message this one answers, in the same room; may name one since erased (0016). */
  replyToId: string | null;
  /** The linked page whose preview the message shows (migration 0019). */
  linkPreviewUrl: string | null;
}

/** One member's reaction with one emoji to one message (migration 0016). */
export interface MessageReactionsTable {
  messageId: string;
  userId: string;
  emoji: string;
  createdAt: CreatedAt;
}

export interface UserPhotosTable {
  id: Generated<string>;
  userId: string;
  photoUrl: string;
  fileName: string;
  isPrimary: Generated<boolean>;
  uploadedAt: CreatedAt;
  /** The stored photo behind `photoUrl` (migration 0002). */
  photoId: string | null;
}

/** An uploaded photo: `pending` until its bytes were checked and re-encoded (migration 0002). */
export interface PhotosTable {
  id: Generated<string>;
  ownerId: string;
  status: Generated<'pending' | 'ready'>;
  fileName: string;
  /** SHA-256 of the one-time local upload token; null once used or for direct uploads. */
  uploadTokenHash: string | null;
  uploadExpiresAt: Timestamp;
  objectKey: string | null;
  thumbnailKey: string | null;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | null;
  bytes: number | null;
  thumbnailBytes: number | null;
  width: number | null;
  height: number | null;
  createdAt: CreatedAt;
  processedAt: Timestamp | null;
}

export interface RoomMembersTable {
  id: Generated<string>;
  roomId: string;
  userId: string;
  joinedAt: CreatedAt;
  /** The sequence id of the last message the member saw here. */
  lastReadSequence: Generated<number>;
  /** What here notifies the member: everything, only mentions of them, or nothing. */
  notificationLevel: Generated<'all' | 'mentions' | 'nothing'>;
}

export interface BlockedUsersTable {
  id: Generated<string>;
  blockerId: string;
  blockedId: string;
  blockedAt: CreatedAt;
  reason: string | null;
}

export interface UserModerationActionsTable {
  id: Generated<string>;
  userId: string;
  actionType: 'warning' | 'block' | 'unblock' | 'ban' | 'unban' | 'mute' | 'unmute';
  reason: string;
  notes: string | null;
  performedBy: string | null;
  performedAt: CreatedAt;
  expiresAt: Timestamp | null;
}

export type ReportReason = 'harassment' | 'spam' | 'inappropriate_content' | 'fake_profile' | 'other';
export type ReportStatus = 'pending' | 'reviewed' | 'resolved' | 'dismissed';

export interface ReportsTable {
  id: Generated<string>;
  reporterId: string | null;
  /** Null once the reported member deleted their account (migration 0006). */
  reportedUserId: string | null;
  reason: ReportReason;
  /** Null once an account the report names was deleted (migration 0006). */
  description: string | null;
  status: Generated<ReportStatus>;
  reportedAt: CreatedAt;
  reviewedAt: Timestamp | null;
  reviewedBy: string | null;
  adminNotes: string | null;
  /** The message the report is about, when it was made from a message (migration 0005). */
  messageId: string | null;
  /** When the reporter last added to this open report (migration 0005). */
  updatedAt: Timestamp | null;
}

/** A copy of one message kept with a report as evidence (migration 0005). */
export interface ReportEvidenceTable {
  id: Generated<string>;
  reportId: string;
  messageId: string;
  roomId: string;
  sequenceId: number;
  authorId: string | null;
  authorUsername: string;
  content: string;
  messageType: string;
  photoUrl: string | null;
  sentAt: Timestamp;
  copiedAt: CreatedAt;
}

export interface UserNotificationSettingsTable {
  userId: string;
  enableNotifications: Generated<boolean>;
  soundEnabled: Generated<boolean>;
  vibrationEnabled: Generated<boolean>;
  quietHoursEnabled: Generated<boolean>;
  quietHoursStart: Generated<string>;
  quietHoursEnd: Generated<string>;
  newMessages: Generated<boolean>;
  mentions: Generated<boolean>;
  reactions: Generated<boolean>;
  friendRequests: Generated<boolean>;
  photoLikes: Generated<boolean>;
  newMatches: Generated<boolean>;
  roomInvites: Generated<boolean>;
  systemUpdates: Generated<boolean>;
  securityAlerts: Generated<boolean>;
  profileViews: Generated<boolean>;
  emailDailySummary: Generated<boolean>;
  emailWeeklyHighlights: Generated<boolean>;
  emailImportantUpdates: Generated<boolean>;
  emailSecurityAlerts: Generated<boolean>;
  /** The IANA time zone the member's browser reported; quiet hours are read in it. */
  timeZone: string | null;
}

/** Every admin action, appended and never changed by the app (the names go when an account does). */
export interface AdminAuditLogTable {
  id: Generated<string>;
  adminId: string | null;
  adminName: string | null;
  action: string;
  targetUserId: string | null;
  targetName: string | null;
  targetRoomId: string | null;
  targetReportId: string | null;
  reason: string | null;
  details: ColumnType<unknown, string | null, string | null> | null;
  createdAt: CreatedAt;
}

/** A browser that lets Nahbar notify the member while no tab is open (Web Push). */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: Generated<string>;
  createdAt: CreatedAt;
  lastUsedAt: Date | null;
  /** The session signed in on that browser: the subscription ends with it. */
  sessionId: string;
}

export interface NotificationsTable {
  id: Generated<string>;
  userId: string;
  type: string;
  title: string;
  body: string | null;
  data: ColumnType<unknown, string | null, string | null> | null;
  read: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface FriendRequestsTable {
  id: Generated<string>;
  senderId: string;
  receiverId: string;
  status: Generated<'pending' | 'accepted' | 'declined' | 'cancelled'>;
  createdAt: CreatedAt;
  respondedAt: Timestamp | null;
}

export interface FriendshipsTable {
  id: Generated<string>;
  /** The smaller of the two user ids, so a pair is stored once. */
  user1Id: string;
  user2Id: string;
  createdAt: CreatedAt;
}

export interface UserPrivacySettingsTable {
  userId: string;
  profileVisibility: Generated<'public' | 'friends' | 'private'>;
  showOnlineStatus: Generated<boolean>;
  showLastSeen: Generated<boolean>;
  showAge: Generated<boolean>;
  showLocation: Generated<boolean>;
  showPhotosToStrangers: Generated<boolean>;
  discoverableInSearch: Generated<boolean>;
  allowMentions: Generated<boolean>;
  allowDirectMessages: Generated<'everyone' | 'friends' | 'nobody'>;
  /** Read receipts in private chats, shown only when both members turned them on (migration 0018). */
  readReceipts: Generated<boolean>;
  /** Photos from non-friends in private chats show blurred until tapped (migration 0018). */
  blurStrangerPhotos: Generated<boolean>;
}

/** A signed-in member's cookie choice and when it was made (migration 0006); necessary is always on. */
export interface CookieConsentsTable {
  userId: string;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  consentedAt: Timestamp;
}

/**
 * What the server read of a linked web page, per URL (migration 0017): `ready` has something to
 * show, `none` was read but had nothing, `failed` could not be fetched. No member data.
 */
export interface LinkPreviewsTable {
  url: string;
  /** Names the stored image, `link-previews/<id>` in the photo store, and its public URL. */
  id: Generated<string>;
  status: 'ready' | 'none' | 'failed';
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** Set when an image was fetched, re-encoded and stored under the id. */
  imageContentType: 'image/jpeg' | 'image/webp' | null;
  fetchedAt: Timestamp;
  expiresAt: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  rooms: RoomsTable;
  messages: MessagesTable;
  messageReactions: MessageReactionsTable;
  userPhotos: UserPhotosTable;
  photos: PhotosTable;
  roomMembers: RoomMembersTable;
  blockedUsers: BlockedUsersTable;
  userModerationActions: UserModerationActionsTable;
  reports: ReportsTable;
  reportEvidence: ReportEvidenceTable;
  userNotificationSettings: UserNotificationSettingsTable;
  notifications: NotificationsTable;
  pushSubscriptions: PushSubscriptionsTable;
  adminAuditLog: AdminAuditLogTable;
  friendRequests: FriendRequestsTable;
  friendships: FriendshipsTable;
  userPrivacySettings: UserPrivacySettingsTable;
  cookieConsents: CookieConsentsTable;
  linkPreviews: LinkPreviewsTable;
  emailTokens: EmailTokensTable;
  mailOutbox: MailOutboxTable;
  knownDevices: KnownDevicesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type NewSession = Insertable<SessionsTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Room = Selectable<RoomsTable>;
export type Message = Selectable<MessagesTable>;
export type Session = Selectable<SessionsTable>;
export type Photo = Selectable<PhotosTable>;
export type UserPhoto = Selectable<UserPhotosTable>;
