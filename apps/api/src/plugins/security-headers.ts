import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeaderOptions {
  /** Where browsers open the app (config.appOrigins); its sockets live at the same hosts. */
  appOrigins: string[];
  /** Browsers PUT photos straight to S3 when it is configured: its public origin. */
  uploadOrigin?: string | undefined;
}

/** `ws://host` for `http://host`, `wss://host` for `https://host`. */
export function socketOrigin(origin: string): string {
  const url = new URL(origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${url.protocol}//${url.host}`;
}

/**
 * Mantine sets inline style attributes, hence 'unsafe-inline' for styles only. Connections
 * go to the app's own origin and its own WebSocket origins (listed as well as 'self', which
 * older browsers do not apply to ws:), and to the S3 upload origin; never to any other host.
 */
export function contentSecurityPolicy({ appOrigins, uploadOrigin }: SecurityHeaderOptions): string {
  const connect = [
    "'self'",
    ...new Set(appOrigins.map(socketOrigin)),
    ...(uploadOrigin ? [uploadOrigin] : []),
  ];
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    `connect-src ${connect.join(' ')}`,
    // The service worker (/sw.js) and the web app manifest, both from the app's own origin.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Features a chat needs none of are off for the page and anything it embeds; the location
 * control asks for the position on the app's own origin only.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), payment=(), geolocation=(self)';

export const securityHeaders = fp<SecurityHeaderOptions>(
  async (app: FastifyInstance, options) => {
    const policy = contentSecurityPolicy(options);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'same-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Content-Security-Policy', policy);
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      // A window the app opens, or that opens it, gets no handle on the other.
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    });
  },
  { name: 'security-headers' },
);
