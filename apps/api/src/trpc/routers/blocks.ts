import { ZBlockByUsernameInput, ZBlockInput, ZUserIdInput } from '@nahbar/contracts';
import { blockByUsername, blockUser } from '../../services/blocks/block-user';
import { listBlocked } from '../../services/blocks/list-blocked';
import { unblockUser } from '../../services/blocks/unblock-user';
import { authedProcedure, router } from '../trpc';

export const blocksRouter = router({
  list: authedProcedure.query(({ ctx }) => listBlocked(ctx.deps, ctx.actor)),
  block: authedProcedure
    .input(ZBlockInput)
    .mutation(({ ctx, input }) => blockUser(ctx.deps, ctx.actor, input)),
  blockByUsername: authedProcedure
    .input(ZBlockByUsernameInput)
    .mutation(({ ctx, input }) => blockByUsername(ctx.deps, ctx.actor, input)),
  unblock: authedProcedure
    .input(ZUserIdInput)
    .mutation(({ ctx, input }) => unblockUser(ctx.deps, ctx.actor, input)),
});
