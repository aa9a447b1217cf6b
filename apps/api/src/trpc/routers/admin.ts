import {
  ZAdminRoomIdInput,
  ZAdminUserIdInput,
  ZAdminUsersInput,
  ZCreateRoomInput,
  ZLiftInput,
  ZModerationInput,
  ZPurgeMessagesInput,
  ZRemoveMessageInput,
  ZReportDecisionInput,
} from '@nahbar/contracts';
import { z } from 'zod';
import { createAdminRoom, deleteAdminRoom, listAdminRooms } from '../../services/admin/admin-rooms';
import { adminStats } from '../../services/admin/admin-stats';
import { adminUserDetail, listAdminUsers } from '../../services/admin/admin-users';
import { listAudit } from '../../services/admin/audit';
import { banMember, muteMember, unbanMember, unmuteMember, warnMember } from '../../services/admin/moderate';
import { purgeMessages, removeMessage } from '../../services/admin/remove-messages';
import { decideReport, moderationData } from '../../services/admin/reports-queue';
import { adminProcedure, router } from '../trpc';

/** Administration (accounts spec §7 Admin): every call needs users.role = 'admin' of the session. */
export const adminRouter = router({
  stats: adminProcedure.query(({ ctx }) => adminStats(ctx.deps)),
  users: adminProcedure.input(ZAdminUsersInput).query(({ ctx, input }) => listAdminUsers(ctx.deps, input)),
  user: adminProcedure.input(ZAdminUserIdInput).query(({ ctx, input }) => adminUserDetail(ctx.deps, input)),
  moderationData: adminProcedure.query(({ ctx }) => moderationData(ctx.deps)),
  decideReport: adminProcedure
    .input(ZReportDecisionInput)
    .mutation(({ ctx, input }) => decideReport(ctx.deps, ctx.actor, input)),
  warn: adminProcedure
    .input(ZModerationInput)
    .mutation(({ ctx, input }) => warnMember(ctx.deps, ctx.actor, input)),
  mute: adminProcedure
    .input(ZModerationInput.partial({ reason: true }))
    .mutation(({ ctx, input }) => muteMember(ctx.deps, ctx.actor, input)),
  unmute: adminProcedure
    .input(ZLiftInput)
    .mutation(({ ctx, input }) => unmuteMember(ctx.deps, ctx.actor, input)),
  ban: adminProcedure
    .input(ZModerationInput.partial({ reason: true }))
    .mutation(({ ctx, input }) => banMember(ctx.deps, ctx.actor, input)),
  unban: adminProcedure
    .input(ZLiftInput)
    .mutation(({ ctx, input }) => unbanMember(ctx.deps, ctx.actor, input)),
  rooms: adminProcedure.query(({ ctx }) => listAdminRooms(ctx.deps)),
  createRoom: adminProcedure
    .input(ZCreateRoomInput.extend({ adminUserId: z.unknown().optional() }))
    .mutation(({ ctx, input }) => createAdminRoom(ctx.deps, ctx.actor, input)),
  deleteRoom: adminProcedure
    .input(ZAdminRoomIdInput)
    .mutation(({ ctx, input }) => deleteAdminRoom(ctx.deps, ctx.actor, input)),
  audit: adminProcedure.query(({ ctx }) => listAudit(ctx.deps)),
  removeMessage: adminProcedure
    .input(ZRemoveMessageInput)
    .mutation(({ ctx, input }) => removeMessage(ctx.deps, ctx.actor, input)),
  purgeMessages: adminProcedure
    .input(ZPurgeMessagesInput)
    .mutation(({ ctx, input }) => purgeMessages(ctx.deps, ctx.actor, input)),
});
