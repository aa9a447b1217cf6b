import {
  ZCheckUsernameInput,
  ZForgotPasswordInput,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZSetLocaleInput,
  ZVerifyEmailInput,
} from '@nahbar/contracts';
import { checkUsername } from '../../services/auth/check-username';
import { forgotPassword } from '../../services/auth/forgot-password';
import { login } from '../../services/auth/login';
import { logout } from '../../services/auth/logout';
import { register } from '../../services/auth/register';
import { resetPassword } from '../../services/auth/reset-password';
import { verifyEmail } from '../../services/email/verify-email';
import { supportContact } from '../../services/support/support-contact';
import { setLocale } from '../../services/users/set-locale';
import { toSessionUser } from '../../services/users/to-session-user';
import { authedProcedure, publicProcedure, router } from '../trpc';

export const authRouter = router({
  register: publicProcedure.input(ZRegisterInput).mutation(async ({ ctx, input }) => {
    const signedIn = await register(ctx.deps, input, {
      previousSessionId: ctx.sessionId,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    ctx.setCookie(signedIn.cookie);
    return signedIn.user;
  }),
  login: publicProcedure.input(ZLoginInput).mutation(async ({ ctx, input }) => {
    const signedIn = await login(ctx.deps, input, {
      previousSessionId: ctx.sessionId,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    ctx.setCookie(signedIn.cookie);
    return signedIn.user;
  }),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const session = ctx.actor && ctx.sessionId ? { sessionId: ctx.sessionId, userId: ctx.actor.id } : null;
    ctx.setCookie(await logout(ctx.deps, session));
    return { success: true as const };
  }),
  me: publicProcedure.query(({ ctx }) => (ctx.actor ? toSessionUser(ctx.deps.db, ctx.actor) : null)),
  setLocale: authedProcedure
    .input(ZSetLocaleInput)
    .mutation(({ ctx, input }) => setLocale(ctx.deps, ctx.actor, input)),
  checkUsername: publicProcedure
    .input(ZCheckUsernameInput)
    .query(({ ctx, input }) => checkUsername(ctx.deps, input)),
  // Public: the ban screen asks it, and a banned member has no session.
  supportContact: publicProcedure.query(({ ctx }) => supportContact(ctx.deps, ctx.ip)),
  // Public: whoever forgot the password has no session; the mailed token is the authority after.
  forgotPassword: publicProcedure
    .input(ZForgotPasswordInput)
    .mutation(({ ctx, input }) => forgotPassword(ctx.deps, input, { ip: ctx.ip })),
  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
  verifyEmail: publicProcedure
    .input(ZVerifyEmailInput)
    .mutation(({ ctx, input }) => verifyEmail(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
});
