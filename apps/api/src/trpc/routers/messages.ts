import {
  ZEditMessageInput,
  ZMessageIdInput,
  ZMessagePageInput,
  ZMessagesSinceInput,
  ZReactionInput,
  ZRoomIdInput,
  ZSendMessageInput,
} from '@nahbar/contracts';
import { deleteMessage, editMessage, removePreview } from '../../services/messages/change-message';
import { listMessagePage } from '../../services/messages/list-page';
import { listMessagesSince } from '../../services/messages/list-since';
import { addReaction, removeReaction } from '../../services/messages/react-to-message';
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
  /** Ours: new words for one's own message, within 24 hours; returns it as it is now. */
  edit: authedProcedure
    .input(ZEditMessageInput)
    .mutation(({ ctx, input }) => editMessage(ctx.deps, ctx.actor, input)),
  /** Ours: takes one's own message back (a tombstone for everyone). */
  delete: authedProcedure
    .input(ZMessageIdInput)
    .mutation(({ ctx, input }) => deleteMessage(ctx.deps, ctx.actor, input)),
  /** Ours: takes the link preview off one's own message. */
  removePreview: authedProcedure
    .input(ZMessageIdInput)
    .mutation(({ ctx, input }) => removePreview(ctx.deps, ctx.actor, input)),
  /** Ours: one reaction with one emoji. */
  react: authedProcedure
    .input(ZReactionInput)
    .mutation(({ ctx, input }) => addReaction(ctx.deps, ctx.actor, input)),
  unreact: authedProcedure
    .input(ZReactionInput)
    .mutation(({ ctx, input }) => removeReaction(ctx.deps, ctx.actor, input)),
});
