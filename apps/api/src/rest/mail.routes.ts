import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { unsubscribeByMail } from '../services/notifications/unsubscribe-by-mail';
import { bodyField } from './session';

/** Form bodies are small here: RFC 8058's is `List-Unsubscribe=One-Click`. */
const FORM_BODY_LIMIT = 4096;

/**
 * Mail links. `POST /api/mail/unsubscribe` takes the token in a JSON body `{token}` (the
 * `/unsubscribe` page) or in the query, as the `List-Unsubscribe` header of a mail names it:
 * mail programs then POST `List-Unsubscribe=One-Click` as a form (RFC 8058), with no cookie and
 * no Origin header (plugins/origin-check.ts lets exactly this route pass without one). The form
 * parsers live in this plugin only, so no other route accepts forms.
 */
export async function mailRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // RFC 8058 prefers multipart/form-data; its one field says nothing the POST itself does not.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, _body, done) => done(null, {}),
  );

  app.post('/api/mail/unsubscribe', async (request) => {
    const query = request.query as Record<string, unknown>;
    const token = bodyField(request.body, 'token') ?? query.token;
    return unsubscribeByMail(deps, { token }, request.ip);
  });
}
