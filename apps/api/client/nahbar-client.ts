import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './nahbar-api.gen';

/**
 * A typed REST client for programs outside the browser, made from the generated types: it keeps
 * the session cookie the server sets, and names the app's origin on every request, as the
 * Origin rule asks of every method but GET.
 */
export function nahbarClient(baseUrl: string, origin = baseUrl) {
  let cookie: string | undefined;
  const session: Middleware = {
    onRequest({ request }) {
      request.headers.set('origin', origin);
      if (cookie) request.headers.set('cookie', cookie);
      return request;
    },
    onResponse({ response }) {
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
      return response;
    },
  };
  const client = createClient<paths>({ baseUrl });
  client.use(session);
  return { client, cookie: () => cookie };
}
