import { getChatData } from '../../services/chat-data/get-chat-data';
import { authedProcedure, router } from '../trpc';

export const chatDataRouter = router({
  get: authedProcedure.query(({ ctx }) => getChatData(ctx.deps, ctx.actor)),
});
