import { type Db, type ErasedMember, type ErasureStep, erasureQueries } from '@nahbar/db';

interface TablePlan {
  how: 'cascade' | 'erased' | 'before' | 'no member data';
  why: string;
  /** What the erasure's transaction runs on this table, in this order. */
  steps?: readonly ErasureStep[];
}

/**
 * What erasing an account does to each table: one entry per table, so a new table cannot be
 * forgotten (account-erasure.test.ts lists the database's tables and fails on one missing here).
 *
 * - `cascade`: the member's rows go with the user row (foreign key ON DELETE CASCADE); steps,
 *   where there are any, rewrite other rows that name the member.
 * - `erased`: the steps remove or rewrite the member's rows.
 * - `before`: delete-account.ts removes the rows before the transaction, together with what
 *   lives outside the database (live sockets, stored photo bytes).
 * - `no member data`: nothing in the table names or describes a member; erasure leaves it alone
 *   and does not vacuum it.
 *
 * `runErasurePlan` runs the steps table by table in the order written here, every one of them
 * while the user row still stands (they find the member's rows through it): `users` comes last.
 * Every table that holds member data is vacuumed soon after an erasure (erasure-vacuum.ts).
 */
export const ERASURE_PLAN: Record<string, TablePlan> = {
  sessions: { how: 'before', why: 'ended first, with every live socket on every instance' },
  photos: { how: 'before', why: 'rows and stored bytes (local disk or S3) removed one by one' },
  user_photos: { how: 'cascade', why: 'profile photos of the member' },
  messages: {
    how: 'erased',
    why: 'the member’s messages in rooms and chats are deleted, not kept as tombstones; others’ messages that mentioned them keep their words and lose the id',
    steps: [erasureQueries.dropMentionsOf],
  },
  message_reactions: {
    how: 'cascade',
    why: 'the member’s reactions go with them; reactions to their messages go with the messages',
  },
  room_members: { how: 'cascade', why: 'memberships' },
  rooms: {
    how: 'erased',
    why: 'rooms the member created pass to the member who joined first, or go with name, description and messages when nobody else is in them; private chats are closed and renamed, and go when the other side is gone too',
    steps: [
      erasureQueries.handOverRoomsOf,
      erasureQueries.removeEmptyRoomsOf,
      erasureQueries.renameDirectChatsOf,
    ],
  },
  blocked_users: { how: 'cascade', why: 'blocks made and received' },
  friend_requests: { how: 'cascade', why: 'sent and received' },
  friendships: { how: 'cascade', why: 'both sides' },
  user_privacy_settings: { how: 'cascade', why: 'settings' },
  user_notification_settings: { how: 'cascade', why: 'settings' },
  notifications: {
    how: 'erased',
    why: 'the member’s own go with them; others’ about something the member did name them, and go too; moderation notices to others call them "a deleted member"',
    steps: [erasureQueries.removeNotificationsCausedBy, erasureQueries.renameInModerationNotices],
  },
  cookie_consents: { how: 'cascade', why: 'the consent record' },
  admin_audit_log: {
    how: 'erased',
    why: 'entries stay (what an admin did, when, why), without the member’s name or id; reasons call them "a deleted member"',
    steps: [erasureQueries.renameInAuditLog, erasureQueries.clearAuditNamesOf],
  },
  push_subscriptions: { how: 'cascade', why: 'the browsers notified through Web Push' },
  user_moderation_actions: {
    how: 'cascade',
    why: 'actions about the member; ones they performed keep no name; others’ reasons and notes call them "a deleted member"',
    steps: [erasureQueries.renameInModerationActions],
  },
  reports: {
    how: 'erased',
    why: 'filed by or about the member: ids, reason and status stay for moderation, the free text goes; others’ reports call them "a deleted member"',
    steps: [erasureQueries.renameInReports, erasureQueries.clearReportTextsOf],
  },
  report_evidence: {
    how: 'erased',
    why: 'copies of reports about or by the member, and of messages they wrote',
    steps: [erasureQueries.removeReportEvidenceOf],
  },
  email_tokens: {
    how: 'cascade',
    why: 'verification, password reset and unsubscribe links, and the addresses waiting for one',
  },
  mail_outbox: { how: 'cascade', why: 'mails to the member, sent or waiting, with their address' },
  known_devices: { how: 'cascade', why: 'the browsers and systems the member signed in from' },
  link_previews: {
    how: 'no member data',
    why: 'a cache of what linked web pages show, per URL; who linked a page is not recorded',
  },
  users: {
    how: 'erased',
    why: 'others’ ban reasons call them "a deleted member"; the row itself is deleted last',
    steps: [erasureQueries.renameInBanReasons, erasureQueries.removeUserRow],
  },
};

/** The tables an erasure touches, vacuumed after it. */
export const ERASED_TABLES = Object.entries(ERASURE_PLAN)
  .filter(([, plan]) => plan.how !== 'no member data')
  .map(([table]) => table);

/** Runs every step of the plan, in its order; `trx` is the erasure's one transaction. */
export async function runErasurePlan(trx: Db, member: ErasedMember): Promise<void> {
  for (const { steps = [] } of Object.values(ERASURE_PLAN)) {
    for (const step of steps) await step(trx, member);
  }
}
