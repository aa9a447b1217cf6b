import { ZUpdateContactFiltersInput } from '@nahbar/contracts';
import { getContactFilters, updateContactFilters } from '../../services/privacy/contact-filters';
import { authedProcedure, router } from '../trpc';

export const filtersRouter = router({
  get: authedProcedure.query(({ ctx }) => getContactFilters(ctx.deps, ctx.actor)),
  update: authedProcedure
    .input(ZUpdateContactFiltersInput)
    .mutation(({ ctx, input }) => updateContactFilters(ctx.deps, ctx.actor, input)),
});
