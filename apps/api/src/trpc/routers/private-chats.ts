import { ZClosePrivateChatInput, ZCreatePrivateChatInput } from '@nahbar/contracts';
import { closePrivateChat } from '../../services/private-chats/close-private-chat';
import { createPrivateChat } from '../../services/private-chats/create-private-chat';
import { listPrivateChats } from '../../services/private-chats/list-private-chats';
import { authedProcedure, router } from '../trpc';

export const privateChatsRouter = router({
  list: authedProcedure.query(({ ctx }) => listPrivateChats(ctx.deps, ctx.actor)),
  create: authedProcedure
    .input(ZCreatePrivateChatInput)
    .mutation(({ ctx, input }) => createPrivateChat(ctx.deps, ctx.actor, input)),
  close: authedProcedure
    .input(ZClosePrivateChatInput)
    .mutation(({ ctx, input }) => closePrivateChat(ctx.deps, ctx.actor, input)),
});
