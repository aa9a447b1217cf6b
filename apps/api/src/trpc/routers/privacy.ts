import { ZUpdatePrivacySettingsInput } from '@nahbar/contracts';
import { getPrivacySettings, updatePrivacySettings } from '../../services/privacy/privacy-settings';
import { authedProcedure, router } from '../trpc';

export const privacyRouter = router({
  get: authedProcedure.query(({ ctx }) => getPrivacySettings(ctx.deps, ctx.actor)),
  update: authedProcedure
    .input(ZUpdatePrivacySettingsInput)
    .mutation(({ ctx, input }) => updatePrivacySettings(ctx.deps, ctx.actor, input)),
});
