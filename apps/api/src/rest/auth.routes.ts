import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/request-session';
import type { AppDeps } from '../deps';
import { checkUsername } from '../services/auth/check-username';
import { forgotPassword } from '../services/auth/forgot-password';
import { login } from '../services/auth/login';
import { logout } from '../services/auth/logout';
import { register } from '../services/auth/register';
import { resetPassword } from '../services/auth/reset-password';
import { verifyEmail } from '../services/email/verify-email';
import { toSessionUser } from '../services/users/to-session-user';
import { assertSelf, bodyField, requireActor } from './session';

export async function authRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.post('/api/auth/register', async (request, reply) => {
    const current = await sessionOf(deps, request.raw);
    const signedIn = await register(deps, request.body, {
      previousSessionId: current?.sessionId ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return reply.code(201).header('set-cookie', signedIn.cookie.serialize()).send(signedIn.user);
  });

  app.post('/api/auth/login', async (request, reply) => {
    const current = await sessionOf(deps, request.raw);
    const signedIn = await login(deps, request.body, {
      previousSessionId: current?.sessionId ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return reply.header('set-cookie', signedIn.cookie.serialize()).send(signedIn.user);
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const current = await sessionOf(deps, request.raw);
    if (current) assertSelf(current.user, bodyField(request.body, 'userId'));
    const blank = await logout(
      deps,
      current ? { sessionId: current.sessionId, userId: current.user.id } : null,
    );
    return reply.header('set-cookie', blank.serialize()).send({ success: true });
  });

  app.get('/api/auth/user', async (request) => toSessionUser(deps.db, await requireActor(deps, request)));

  app.get('/api/auth/check-username', async (request) => {
    const query = request.query as Record<string, unknown>;
    return checkUsername(deps, { username: query.username ?? query.q ?? '' });
  });

  // Ours (e-mail): no session needed; the mailed token is the authority for the last two.
  app.post('/api/auth/forgot-password', async (request) =>
    forgotPassword(deps, request.body, { ip: request.ip }),
  );

  app.post('/api/auth/reset-password', async (request) =>
    resetPassword(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }),
  );

  app.post('/api/auth/verify-email', async (request) =>
    verifyEmail(deps, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }),
  );
}
