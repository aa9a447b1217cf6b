// Raw SQL fragments for code that builds on `Db`, so that it need not depend on Kysely itself.
export { sql } from 'kysely';
export {
  createDb,
  type Db,
  type DbConfig,
  dumpEmbedded,
  isEmbedded,
  restoreEmbedded,
} from './create-db';
export {
  DataDirInUseError,
  type DataDirOwner,
  describeHolder,
  LOCK_FILE_NAME,
  lockDataDir,
} from './data-dir-lock';
export { type GroupableCall, GroupedCalls } from './grouped-calls';
export { migrateToLatest } from './migrate';
export * as accountExportQueries from './queries/account-export';
export * as adminRoomsQueries from './queries/admin-rooms';
export * as adminStatsQueries from './queries/admin-stats';
export type { ListedUser } from './queries/admin-users';
export * as adminUsersQueries from './queries/admin-users';
export type { AnnouncementRecipient } from './queries/announcements';
export * as announcementsQueries from './queries/announcements';
export * as auditQueries from './queries/audit';
export * as blocksQueries from './queries/blocks';
export * as cookieConsentsQueries from './queries/cookie-consents';
export type { EmailTokenPurpose, EmailTokenRow } from './queries/email-tokens';
export * as emailTokensQueries from './queries/email-tokens';
export type { ErasedMember, ErasureStep } from './queries/erasure';
export * as erasureQueries from './queries/erasure';
export type { FriendRequest, Friendship } from './queries/friends';
export * as friendsQueries from './queries/friends';
export * as healthQueries from './queries/health';
export * as knownDevicesQueries from './queries/known-devices';
export type { LinkPreviewRow } from './queries/link-previews';
export * as linkPreviewsQueries from './queries/link-previews';
export type { DigestRoomRow, DigestZone, DueDigestMember, DueDigestQuery } from './queries/mail-digests';
export * as mailDigestsQueries from './queries/mail-digests';
export type { MailOutboxRow, NewOutboxMail } from './queries/mail-outbox';
export * as mailOutboxQueries from './queries/mail-outbox';
export * as mailUnsubscribeQueries from './queries/mail-unsubscribe';
export * as messageChangesQueries from './queries/message-changes';
export type { RemovableMessage } from './queries/message-removal';
export * as messageRemovalQueries from './queries/message-removal';
export * as messageSendsQueries from './queries/message-sends';
export * as messagesQueries from './queries/messages';
export * as moderationQueries from './queries/moderation';
export * as notificationSettingsQueries from './queries/notification-settings';
export type { NewNotification, NotificationRow, NotificationSettingsRow } from './queries/notifications';
export * as notificationsQueries from './queries/notifications';
export * as photosQueries from './queries/photos';
export * as placesQueries from './queries/places';
export type { PrivacySettingsRow } from './queries/privacy-settings';
export * as privacySettingsQueries from './queries/privacy-settings';
export * as pushSubscriptionsQueries from './queries/push-subscriptions';
export type { PrivateChatReaders } from './queries/read-receipts';
export * as readReceiptsQueries from './queries/read-receipts';
export type { RelationRow, StoredPrivacy } from './queries/relations';
export * as relationsQueries from './queries/relations';
export * as reportsQueries from './queries/reports';
export * as reportsQueueQueries from './queries/reports-queue';
export * as roomLeavingQueries from './queries/room-leaving';
export * as roomMembersQueries from './queries/room-members';
export * as roomRemovalQueries from './queries/room-removal';
export * as roomsQueries from './queries/rooms';
export * as searchQueries from './queries/search';
export * as sessionsQueries from './queries/sessions';
export * as standingQueries from './queries/standing';
export type { MailRecipient } from './queries/user-emails';
export * as userEmailsQueries from './queries/user-emails';
export * as userPhotosQueries from './queries/user-photos';
export * as usersQueries from './queries/users';
export * as visibility from './queries/visibility';
export {
  type PoolUse,
  poolUse,
  type QueryListener,
  type QueryOperation,
  type QueryTiming,
  watchQueries,
} from './query-watch';
export type * from './schema';
export { seedPublicRooms } from './seed';
