import { z } from 'zod';
import { zText } from './input-hygiene';
import { ZRoomId, ZUserId } from './rooms';
import { textKey } from './text';

/** A moderator's reason and notes (issue: administration): required, and bounded. */
export const MODERATION_REASON_MAX = 500;
export const MODERATION_NOTES_MAX = 1000;
/** The longest timed mute or ban: a year; longer is permanent. */
export const MODERATION_DURATION_MAX_HOURS = 24 * 365;
export const ADMIN_PAGE_SIZE_MAX = 50;

const reason = zText({ error: textKey('admin.reasonRequired') })
  .trim()
  .min(1, textKey('admin.reasonRequired'))
  .max(MODERATION_REASON_MAX, textKey('admin.reasonTooLong'));

/**
 * One moderation step against a member. `adminUserId` is the spec's: accepted and ignored, the
 * session decides who acts. No `durationHours`: permanent (a mute or ban until lifted).
 */
export const ZModerationInput = z.object({
  userId: ZUserId,
  reason,
  notes: zText()
    .trim()
    .max(MODERATION_NOTES_MAX, textKey('admin.notesTooLong'))
    .nullish()
    .transform((v) => v || null),
  durationHours: z
    .number({ error: textKey('admin.invalidDuration') })
    .int(textKey('admin.invalidDuration'))
    .min(1, textKey('admin.invalidDuration'))
    .max(MODERATION_DURATION_MAX_HOURS, textKey('admin.invalidDuration'))
    .nullish(),
  adminUserId: z.unknown().optional(),
});
export type TModerationInput = z.input<typeof ZModerationInput>;

/** Lifting a mute or ban: the reason is optional there. */
export const ZLiftInput = z.object({
  userId: ZUserId,
  reason: zText().trim().max(MODERATION_REASON_MAX, textKey('admin.reasonTooLong')).nullish(),
  adminUserId: z.unknown().optional(),
});
export type TLiftInput = z.input<typeof ZLiftInput>;

export const MEMBER_STATUSES = ['active', 'warned', 'muted', 'banned'] as const;
export type TMemberStatus = (typeof MEMBER_STATUSES)[number];

/** The members list: searched by name, paged. */
export const ZAdminUsersInput = z.object({
  query: zText().trim().max(100).optional().default(''),
  page: z.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).optional().default(20),
  adminUserId: z.unknown().optional(),
});
export type TAdminUsersInput = z.input<typeof ZAdminUsersInput>;

/** A member as the admin list shows them (accounts spec §3 "Admin user row", and ours). */
export interface TAdminUser {
  id: string;
  username: string;
  displayName: string;
  gender: string | null;
  location: string | null;
  role: 'user' | 'admin';
  isBanned: boolean;
  isOnline: boolean;
  lastSeen: string | null;
  createdAt: string;
  status: TMemberStatus;
  /** When the current mute or ban ends by itself; null when permanent or none. */
  statusUntil: string | null;
}

export interface TAdminUsersPage {
  users: TAdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/admin/dashboard-stats`: the spec's two figures and ours. */
export interface TAdminStats {
  totalReports: number;
  activeUsers: number;
  totalMembers: number;
  newMembers7d: number;
  onlineNow: number;
  openReports: number;
  activeBans: number;
  activeMutes: number;
  /** Messages per hour over the last 24 hours, oldest first, 24 entries. */
  messagesPerHour: { hour: string; count: number }[];
}

export const ZAdminUserIdInput = z.object({ userId: ZUserId, adminUserId: z.unknown().optional() });
export const ZAdminRoomIdInput = z.object({ roomId: ZRoomId, adminUserId: z.unknown().optional() });

export const REPORT_DECISIONS = ['reviewed', 'resolved', 'dismissed'] as const;

export const ZReportDecisionInput = z.object({
  reportId: z.guid({ error: textKey('admin.reportNotFound') }),
  status: z.enum(REPORT_DECISIONS, { error: textKey('admin.invalidReportStatus') }),
  adminNotes: zText()
    .trim()
    .max(MODERATION_NOTES_MAX, textKey('admin.notesTooLong'))
    .nullish()
    .transform((v) => v || null),
  adminUserId: z.unknown().optional(),
});
export type TReportDecisionInput = z.input<typeof ZReportDecisionInput>;

export interface TAuditEntry {
  id: string;
  adminId: string | null;
  adminName: string | null;
  action: string;
  targetUserId: string | null;
  targetName: string | null;
  targetRoomId: string | null;
  targetReportId: string | null;
  reason: string | null;
  createdAt: string;
}

/** One open report in the queue (`GET /api/admin/moderation-data`). */
export interface TQueuedReport {
  id: string;
  status: string;
  reason: string;
  description: string | null;
  reportedAt: string;
  reviewedAt: string | null;
  adminNotes: string | null;
  reporter: { id: string; username: string } | null;
  reported: { id: string; username: string; isBanned: boolean; isMuted: boolean } | null;
  /** Open reports against the same member, this one included: the queue groups by it. */
  openAgainstReported: number;
  message: { id: string; roomId: string; content: string; photoUrl: string | null } | null;
  /** The messages the reporter agreed to hand over, as they were when reported. */
  evidence: {
    messageId: string;
    authorUsername: string;
    content: string;
    photoUrl: string | null;
    sentAt: string;
  }[];
}

export interface TModerationData {
  reports: TQueuedReport[];
  counts: { pending: number; reviewed: number; resolved: number; dismissed: number };
}

/** A named room as the admin's table shows it (accounts spec §3 "Admin room row", and ours). */
export interface TAdminRoom {
  id: string;
  name: string;
  description: string | null;
  isPrivate: boolean;
  createdAt: string;
  memberCount: number;
}

/** One member for the detail view: profile, reports by and about them, history, messages. */
export interface TAdminUserDetail {
  user: TAdminUser & { age: number; bio: string | null; banReason: string | null };
  reportsAgainst: TAdminReportRow[];
  reportsFiled: TAdminReportRow[];
  history: TAuditEntry[];
  /** In named rooms only: private chats are the two members' own. */
  recentMessages: {
    id: string;
    roomId: string;
    roomName: string;
    content: string;
    createdAt: string;
  }[];
}

export interface TAdminReportRow {
  id: string;
  reason: string;
  description: string | null;
  status: string;
  reportedAt: string;
}

/** The longest span a purge reaches back: a week of a member's messages. */
export const PURGE_HOURS_MAX = 24 * 7;

export const ZRemoveMessageInput = z.object({
  messageId: z.guid({ error: textKey('admin.messageNotFound') }),
  reason,
  adminUserId: z.unknown().optional(),
});

export const ZPurgeMessagesInput = z.object({
  userId: ZUserId,
  hours: z
    .number({ error: textKey('admin.invalidPurgeHours') })
    .int(textKey('admin.invalidPurgeHours'))
    .min(1, textKey('admin.invalidPurgeHours'))
    .max(PURGE_HOURS_MAX, textKey('admin.invalidPurgeHours')),
  reason,
  adminUserId: z.unknown().optional(),
});
