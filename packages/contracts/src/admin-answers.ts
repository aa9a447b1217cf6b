import { z } from 'zod';
import {
  MEMBER_STATUSES,
  type TAdminRoom,
  type TAdminStats,
  type TAdminUserDetail,
  type TAdminUsersPage,
  type TAuditEntry,
  type TModerationData,
} from './admin';

/**
 * The admin answers as schemas, for the OpenAPI document. The TypeScript interfaces in admin.ts
 * stay what the services are written against; the checks at the end keep the two one shape.
 */

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

const ZQueuedReport = z
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

const ZAdminReportRow = z.object({
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

// Each schema and its interface stay one shape: a field added to one alone fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const shapesMatch: [
  Same<z.infer<typeof ZAdminUsersPage>, TAdminUsersPage>,
  Same<z.infer<typeof ZAdminStats>, TAdminStats>,
  Same<z.infer<typeof ZAuditEntry>, TAuditEntry>,
  Same<z.infer<typeof ZModerationData>, TModerationData>,
  Same<z.infer<typeof ZAdminRoom>, TAdminRoom>,
  Same<z.infer<typeof ZAdminUserDetail>, TAdminUserDetail>,
] = [true, true, true, true, true, true];
void shapesMatch;
