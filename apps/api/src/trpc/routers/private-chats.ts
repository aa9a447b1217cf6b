import { ZClosePrivateChatInput, ZCreatePrivateChatInput, ZReadReceiptInput } from '@nahbar/contracts';
import { closePrivateChat } from '../../services/private-chats/close-private-chat';
import { createPrivateChat } from '../../services/private-chats/create-private-chat';
import { listPrivateChats } from '../../services/private-chats/list-private-chats';
import { getReadReceipt } from '../../services/reading/read-receipts';
import { authedProcedure, router } from '../trpc';

export const privateChatsRouter = router({
  list: authedProcedure.query(({ ctx }) => listPrivateChats(ctx.deps, ctx.actor)),
  create: authedProcedure
    .input(ZCreatePrivateChatInput)
    .mutation(({ ctx, input }) => createPrivateChat(ctx.deps, ctx.actor, input)),
  close: authedProcedure
    .input(ZClosePrivateChatInput)
    .mutation(({ ctx, input }) => closePrivateChat(ctx.deps, ctx.actor, input)),
  /** How far the other member has read, when both have read receipts on (ours). */
  readReceipt: authedProcedure
    .input(ZReadReceiptInput)
    .query(({ ctx, input }) => getReadReceipt(ctx.deps, ctx.actor, input)),
});
