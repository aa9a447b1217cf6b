import {
  ZChangePasswordInput,
  ZCookieConsent,
  ZDeleteAccountInput,
  ZEndSessionInput,
  ZSetEmailInput,
  ZUpdateProfileInput,
} from '@nahbar/contracts';
import { endOtherSessions, endSession, listActiveSessions } from '../../services/account/active-sessions';
import { changePassword } from '../../services/account/change-password';
import { getCookieConsent, setCookieConsent } from '../../services/account/cookie-consent';
import { deleteAccount } from '../../services/account/delete-account';
import { exportData } from '../../services/account/export-data';
import { getProfileSettings, updateProfile } from '../../services/account/profile-settings';
import { emailStatus, setEmail } from '../../services/email/set-email';
import { authedProcedure, router } from '../trpc';

export const accountRouter = router({
  settings: authedProcedure.query(({ ctx }) => getProfileSettings(ctx.deps, ctx.actor)),
  updateProfile: authedProcedure
    .input(ZUpdateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.actor, input)),
  changePassword: authedProcedure.input(ZChangePasswordInput).mutation(({ ctx, input }) =>
    changePassword(ctx.deps, ctx.actor, input, ctx.sessionId, {
      ip: ctx.ip,
      passwordChecks: ctx.passwordChecks,
      userAgent: ctx.userAgent,
    }),
  ),
  emailStatus: authedProcedure.query(({ ctx }) => emailStatus(ctx.deps, ctx.actor)),
  setEmail: authedProcedure
    .input(ZSetEmailInput)
    .mutation(({ ctx, input }) =>
      setEmail(ctx.deps, ctx.actor, input, { ip: ctx.ip, passwordChecks: ctx.passwordChecks }),
    ),
  sessions: authedProcedure.query(({ ctx }) => listActiveSessions(ctx.deps, ctx.actor, ctx.sessionId)),
  endSession: authedProcedure
    .input(ZEndSessionInput)
    .mutation(({ ctx, input }) => endSession(ctx.deps, ctx.actor, input)),
  endOtherSessions: authedProcedure.mutation(({ ctx }) =>
    endOtherSessions(ctx.deps, ctx.actor, ctx.sessionId),
  ),
  exportData: authedProcedure.query(({ ctx }) => exportData(ctx.deps, ctx.actor)),
  cookieConsent: authedProcedure.query(({ ctx }) => getCookieConsent(ctx.deps, ctx.actor)),
  setCookieConsent: authedProcedure
    .input(ZCookieConsent)
    .mutation(({ ctx, input }) => setCookieConsent(ctx.deps, ctx.actor, input)),
  delete: authedProcedure.input(ZDeleteAccountInput).mutation(async ({ ctx, input }) => {
    const done = await deleteAccount(ctx.deps, ctx.actor, input, {
      ip: ctx.ip,
      passwordChecks: ctx.passwordChecks,
    });
    ctx.setCookie(ctx.deps.sessions.blankCookie());
    return done;
  }),
});
