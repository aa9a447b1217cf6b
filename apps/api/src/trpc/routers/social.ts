import {
  ZBlockByUsernameInput,
  ZBlockInput,
  ZReportInput,
  ZUpdateContactFiltersInput,
  ZUpdatePrivacySettingsInput,
  ZUserIdInput,
} from '@nahbar/contracts';
import { blockByUsername, blockUser } from '../../services/blocks/block-user';
import { listBlocked } from '../../services/blocks/list-blocked';
import { unblockUser } from '../../services/blocks/unblock-user';
import { getContactFilters, updateContactFilters } from '../../services/privacy/contact-filters';
import { getPrivacySettings, updatePrivacySettings } from '../../services/privacy/privacy-settings';
import { getPublicProfile } from '../../services/profiles/get-public-profile';
import { createReport } from '../../services/reports/create-report';
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

export const reportsRouter = router({
  create: authedProcedure
    .input(ZReportInput)
    .mutation(({ ctx, input }) => createReport(ctx.deps, ctx.actor, input)),
});

export const privacyRouter = router({
  get: authedProcedure.query(({ ctx }) => getPrivacySettings(ctx.deps, ctx.actor)),
  update: authedProcedure
    .input(ZUpdatePrivacySettingsInput)
    .mutation(({ ctx, input }) => updatePrivacySettings(ctx.deps, ctx.actor, input)),
});

export const filtersRouter = router({
  get: authedProcedure.query(({ ctx }) => getContactFilters(ctx.deps, ctx.actor)),
  update: authedProcedure
    .input(ZUpdateContactFiltersInput)
    .mutation(({ ctx, input }) => updateContactFilters(ctx.deps, ctx.actor, input)),
});

export const profilesRouter = router({
  get: authedProcedure
    .input(ZUserIdInput)
    .query(({ ctx, input }) => getPublicProfile(ctx.deps, ctx.actor, input)),
});
