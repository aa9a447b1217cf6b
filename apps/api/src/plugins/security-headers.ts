import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Mantine sets inline style attributes, hence 'unsafe-inline' for styles only. Browsers PUT
 * photos straight to S3 when it is configured, so its public origin may be connected to.
 */
function contentSecurityPolicy(uploadOrigin: string | undefined): string {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    `connect-src 'self' ws: wss:${uploadOrigin ? ` ${uploadOrigin}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const securityHeaders = fp<{ uploadOrigin?: string | undefined }>(
  async (app: FastifyInstance, { uploadOrigin }) => {
    const policy = contentSecurityPolicy(uploadOrigin);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'same-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Content-Security-Policy', policy);
    });
  },
  { name: 'security-headers' },
);
