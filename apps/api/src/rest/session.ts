import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/request-session';
import type { Actor, AppDeps } from '../deps';
import { AppError } from '../errors';

export async function requireActor(deps: AppDeps, request: FastifyRequest): Promise<Actor> {
  const session = await sessionOf(deps, request.raw);
  if (!session) throw new AppError('UNAUTHORIZED', 'auth.notSignedIn');
  return session.user;
}

/**
 * The documented paths still carry user ids (`userId`, `senderId`, `createdBy`…). The
 * session decides who acts: an id naming someone else is refused, an absent one is fine.
 */
export function assertSelf(actor: Actor, ...claimedIds: unknown[]): void {
  for (const claimed of claimedIds) {
    if (claimed === undefined || claimed === null || claimed === '') continue;
    if (claimed !== actor.id) throw new AppError('FORBIDDEN', 'auth.forbidden');
  }
}

/** Reads one field of a JSON body that may be absent or not an object. */
export function bodyField(body: unknown, field: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
}
