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

// The admin views' answers: what the admin paths send, described once for the API documents.
const nullableString = z.string().nullable();

export const ZAdminUser = z
  .object({
    id: z.string(),
    username: z.string(),
    displayName: z.string(),
    gender: nullableString,
    location: nullableString,
    role: z.enum(['user', 'admin']),
    isBanned: z.boolean(),
    isOnline: z.boolean(),
    lastSeen: nullableString,
    createdAt: z.string(),
    status: z.enum(MEMBER_STATUSES),
    statusUntil: nullableString.meta({
      description: 'When the current mute or ban ends by itself; null when permanent or none.',
    }),
  })
  .meta({ id: 'AdminUser', description: 'A member as the admin list shows them.' });

export const ZAdminUsersPage = z
  .object({
    users: z.array(ZAdminUser),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminUsersPage' });

export const ZAdminStats = z
  .object({
    totalReports: z.number().int(),
    activeUsers: z.number().int(),
    totalMembers: z.number().int(),
    newMembers7d: z.number().int(),
    onlineNow: z.number().int(),
    openReports: z.number().int(),
    activeBans: z.number().int(),
    activeMutes: z.number().int(),
    messagesPerHour: z
      .array(z.object({ hour: z.string(), count: z.number().int() }))
      .meta({ description: 'Messages per hour over the last 24 hours, oldest first, 24 entries.' }),
  })
  .meta({ id: 'AdminStats' });

export const ZAuditEntry = z
  .object({
    id: z.string(),
    adminId: nullableString,
    adminName: nullableString,
    action: z.string(),
    targetUserId: nullableString,
    targetName: nullableString,
    targetRoomId: nullableString,
    targetReportId: nullableString,
    reason: nullableString,
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry', description: 'One administrator action of the audit log.' });

export const ZQueuedReport = z
  .object({
    id: z.string(),
    status: z.string(),
    reason: z.string(),
    description: nullableString,
    reportedAt: z.string(),
    reviewedAt: nullableString,
    adminNotes: nullableString,
    reporter: z.object({ id: z.string(), username: z.string() }).nullable(),
    reported: z
      .object({ id: z.string(), username: z.string(), isBanned: z.boolean(), isMuted: z.boolean() })
      .nullable(),
    openAgainstReported: z
      .number()
      .int()
      .meta({ description: 'Open reports against the same member, this one included.' }),
    message: z
      .object({ id: z.string(), roomId: z.string(), content: z.string(), photoUrl: nullableString })
      .nullable(),
    evidence: z
      .array(
        z.object({
          messageId: z.string(),
          authorUsername: z.string(),
          content: z.string(),
          photoUrl: nullableString,
          sentAt: z.string(),
        }),
      )
      .meta({ description: 'The messages the reporter agreed to hand over, as they were when reported.' }),
  })
  .meta({ id: 'QueuedReport', description: 'One open report in the moderation queue.' });

export const ZModerationData = z
  .object({
    reports: z.array(ZQueuedReport),
    counts: z.object({
      pending: z.number().int(),
      reviewed: z.number().int(),
      resolved: z.number().int(),
      dismissed: z.number().int(),
    }),
  })
  .meta({ id: 'ModerationData' });

export const ZAdminRoom = z
  .object({
    id: z.string(),
    name: z.string(),
    description: nullableString,
    isPrivate: z.boolean(),
    createdAt: z.string(),
    memberCount: z.number().int(),
  })
  .meta({ id: 'AdminRoom', description: 'A named room as the admin’s table shows it.' });

export const ZAdminReportRow = z.object({
  id: z.string(),
  reason: z.string(),
  description: nullableString,
  status: z.string(),
  reportedAt: z.string(),
});

export const ZAdminUserDetail = z
  .object({
    user: ZAdminUser.extend({ age: z.number().int(), bio: nullableString, banReason: nullableString }),
    reportsAgainst: z.array(ZAdminReportRow),
    reportsFiled: z.array(ZAdminReportRow),
    history: z.array(ZAuditEntry),
    recentMessages: z
      .array(
        z.object({
          id: z.string(),
          roomId: z.string(),
          roomName: z.string(),
          content: z.string(),
          createdAt: z.string(),
        }),
      )
      .meta({ description: 'In named rooms only: private chats are the two members’ own.' }),
  })
  .meta({ id: 'AdminUserDetail' });

export type TAdminUser = z.infer<typeof ZAdminUser>;
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;
export type TAdminStats = z.infer<typeof ZAdminStats>;
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export type TQueuedReport = z.infer<typeof ZQueuedReport>;
export type TModerationData = z.infer<typeof ZModerationData>;
export type TAdminRoom = z.infer<typeof ZAdminRoom>;
export type TAdminReportRow = z.infer<typeof ZAdminReportRow>;
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;
