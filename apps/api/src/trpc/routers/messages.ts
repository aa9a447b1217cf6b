import { ZMessagePageInput, ZMessagesSinceInput, ZRoomIdInput, ZSendMessageInput } from '@nahbar/contracts';
import { listMessagePage } from '../../services/messages/list-page';
import { listMessagesSince } from '../../services/messages/list-since';
import { sendMessage } from '../../services/messages/send-message';
import { authedProcedure, router } from '../trpc';

export const messagesRouter = router({
  send: authedProcedure
    .input(ZSendMessageInput)
    .mutation(({ ctx, input }) => sendMessage(ctx.deps, ctx.actor, input, ctx.sendHooks)),
  /** Older messages before `cursor`; without one, the newest page. */
  page: authedProcedure
    .input(ZMessagePageInput)
    .query(({ ctx, input }) => listMessagePage(ctx.deps, ctx.actor, input)),
  /** The room's newest page (chat spec §7: key rooms, roomId, messages, initial). */
  initial: authedProcedure
    .input(ZRoomIdInput)
    .query(({ ctx, input }) => listMessagePage(ctx.deps, ctx.actor, { roomId: input.roomId })),
  since: authedProcedure
    .input(ZMessagesSinceInput)
    .query(({ ctx, input }) => listMessagesSince(ctx.deps, ctx.actor, input)),
});
