/**
 * What erasing an account does to each table: one entry per table, so a new table cannot be
 * forgotten (erasure-plan.test.ts lists the database's tables and fails on one missing here).
 *
 * - `cascade`: the member's rows go with the user row (foreign key ON DELETE CASCADE).
 * - `erased`: delete-account.ts removes or rewrites the member's rows itself first.
 * - `kept`: shared rows that outlive the member, with their reference to them cleared (SET NULL).
 *
 * Every table here is vacuumed soon after an erasure (erasure-vacuum.ts).
 */
export const ERASURE_PLAN: Record<string, { how: 'cascade' | 'erased' | 'kept'; why: string }> = {
  users: { how: 'erased', why: 'the row itself is deleted last' },
  sessions: { how: 'erased', why: 'ended first, with every live socket on every instance' },
  photos: { how: 'erased', why: 'rows and stored bytes (local disk or S3) removed one by one' },
  user_photos: { how: 'cascade', why: 'profile photos of the member' },
  messages: {
    how: 'erased',
    why: 'the member’s messages in rooms and chats are deleted, not kept as tombstones; others’ messages that mentioned them keep their words and lose the id',
  },
  room_members: { how: 'cascade', why: 'memberships' },
  rooms: {
    how: 'erased',
    why: 'rooms the member created pass to the member who joined first, or go with name, description and messages when nobody else is in them; private chats are closed and renamed, and go when the other side is gone too',
  },
  blocked_users: { how: 'cascade', why: 'blocks made and received' },
  friend_requests: { how: 'cascade', why: 'sent and received' },
  friendships: { how: 'cascade', why: 'both sides' },
  user_privacy_settings: { how: 'cascade', why: 'settings' },
  user_notification_settings: { how: 'cascade', why: 'settings' },
  notifications: {
    how: 'erased',
    why: 'the member’s own go with them; others’ about something the member did name them, and go too',
  },
  cookie_consents: { how: 'cascade', why: 'the consent record' },
  admin_audit_log: {
    how: 'erased',
    why: 'entries stay (what an admin did, when, why), without the member’s name or id; reasons call them "a deleted member"',
  },
  push_subscriptions: { how: 'cascade', why: 'the browsers notified through Web Push' },
  user_moderation_actions: {
    how: 'cascade',
    why: 'actions about the member; ones they performed keep no name; others’ reasons and notes call them "a deleted member"',
  },
  reports: {
    how: 'erased',
    why: 'filed by or about the member: ids, reason and status stay for moderation, the free text goes',
  },
  report_evidence: {
    how: 'erased',
    why: 'copies of reports about or by the member, and of messages they wrote',
  },
};
