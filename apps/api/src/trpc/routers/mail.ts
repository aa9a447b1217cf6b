import { ZUnsubscribeInput } from '@nahbar/contracts';
import { unsubscribeByMail } from '../../services/notifications/unsubscribe-by-mail';
import { publicProcedure, router } from '../trpc';

export const mailRouter = router({
  // Public: the mailed link is the proof, and the `/unsubscribe` page may be opened signed out.
  unsubscribe: publicProcedure
    .input(ZUnsubscribeInput)
    .mutation(({ ctx, input }) => unsubscribeByMail(ctx.deps, input, ctx.ip)),
});
