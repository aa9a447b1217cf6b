import { ZUserIdInput } from '@nahbar/contracts';
import { getPublicProfile } from '../../services/profiles/get-public-profile';
import { authedProcedure, router } from '../trpc';

export const profilesRouter = router({
  get: authedProcedure
    .input(ZUserIdInput)
    .query(({ ctx, input }) => getPublicProfile(ctx.deps, ctx.actor, input)),
});
