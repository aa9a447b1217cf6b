import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/request-session';
import type { AppDeps } from '../deps';
import { endOtherSessions, endSession, listActiveSessions } from '../services/account/active-sessions';
import { changePassword } from '../services/account/change-password';
import { getCookieConsent, setCookieConsent } from '../services/account/cookie-consent';
import { deleteAccount } from '../services/account/delete-account';
import { exportArchive } from '../services/account/export-archive';
import { exportData } from '../services/account/export-data';
import { exportFileName } from '../services/account/export-file-name';
import { getProfileSettings, updateProfile } from '../services/account/profile-settings';
import { emailStatus, setEmail } from '../services/email/set-email';
import { localeOfAcceptLanguage } from './accept-language';
import { assertSelf, bodyField, requireActor } from './session';

type UserParams = { Params: { id: string } };

/** Accounts spec §7 "Profile and settings": the member's own profile, export and account. */
export async function accountRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.get<UserParams>('/api/users/:id/profile-settings', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return getProfileSettings(deps, actor);
  });

  app.put<UserParams>('/api/users/:id/profile', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return updateProfile(deps, actor, request.body);
  });

  // Ours: the password change of the account tab.
  app.put<UserParams>('/api/users/:id/password', async (request) => {
    const session = await sessionOf(deps, request.raw);
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return changePassword(deps, actor, request.body, session?.sessionId ?? null, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
  });

  // Ours (e-mail): the verified address and the one waiting for its link.
  app.get<UserParams>('/api/users/:id/email', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return emailStatus(deps, actor);
  });

  // A new address (the current password confirms it); it gets a verification link.
  app.put<UserParams>('/api/users/:id/email', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return setEmail(deps, actor, request.body, { ip: request.ip });
  });

  // Ours: the account tab's signed-in devices; one, or all but the asking one, may be signed out.
  app.get<UserParams>('/api/users/:id/sessions', async (request) => {
    const session = await sessionOf(deps, request.raw);
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return listActiveSessions(deps, actor, session?.sessionId ?? null);
  });

  app.delete<{ Params: { id: string; handle: string } }>(
    '/api/users/:id/sessions/:handle',
    async (request) => {
      const actor = await requireActor(deps, request);
      assertSelf(actor, request.params.id);
      return endSession(deps, actor, { handle: request.params.handle });
    },
  );

  app.delete<UserParams>('/api/users/:id/sessions', async (request) => {
    const session = await sessionOf(deps, request.raw);
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return endOtherSessions(deps, actor, session?.sessionId ?? null);
  });

  app.get<UserParams>('/api/users/:id/export-data', async (request, reply) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    const data = await exportData(deps, actor);
    return reply
      .header('content-disposition', attachment(exportFileName(actor.id, data.exportedAt, 'json')))
      .header('cache-control', 'no-store')
      .send(data);
  });

  // Ours: the same export with the member's photo files, as a ZIP written while it downloads.
  app.get<UserParams>('/api/users/:id/export-data.zip', async (request, reply) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    // A member who never chose a language reads the app in their browser's: so does README.html.
    const fallbackLocale = localeOfAcceptLanguage(request.headers['accept-language']);
    const archive = await exportArchive(deps, actor, { fallbackLocale });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachment(archive.fileName))
      .header('cache-control', 'no-store')
      .send(archive.stream);
  });

  app.delete<UserParams>('/api/users/:id/account', async (request, reply) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    const done = await deleteAccount(deps, actor, request.body ?? {}, { ip: request.ip });
    return reply.header('set-cookie', deps.sessions.blankCookie().serialize()).send(done);
  });

  // Ours: a signed-in member's cookie choice, kept with its date for the export.
  app.get<UserParams>('/api/users/:id/cookie-consent', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    return { consent: await getCookieConsent(deps, actor) };
  });

  // The choice itself, or the GET's answer `{ consent }` sent back as it came.
  app.put<UserParams>('/api/users/:id/cookie-consent', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, request.params.id);
    const wrapped = bodyField(request.body, 'consent');
    return setCookieConsent(deps, actor, wrapped === undefined ? request.body : wrapped);
  });
}

/** File names here are made of ids and a date: nothing in them needs quoting. */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
