import type { IncomingMessage } from 'node:http';
import { CLOSE_CODE, textRef } from '@nahbar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { sessionOf } from '../auth/request-session';
import type { ValidatedSession } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import type { Registration, SocketTransport } from '../realtime/connections';
import { endSocket } from '../realtime/end-socket';

export interface AdmittedSocket {
  session: ValidatedSession;
  registration: Registration;
}

/**
 * Who may open a live socket (`/ws` and the tRPC WebSocket alike): a signed-in member (401
 * otherwise, before the upgrade) with fewer than SOCKETS_PER_MEMBER sockets here (429), while
 * this instance is not shutting down (503). The origin check has already refused foreign origins.
 */
export function socketAdmission(deps: AppDeps, transport: SocketTransport) {
  const sessions = new WeakMap<IncomingMessage, ValidatedSession>();
  const max = deps.config.sockets.perMember;
  const tooMany = () => new AppError('TOO_MANY_REQUESTS', textRef('limits.tooManySockets', max));

  return {
    /** The upgrade's `preValidation`: refusals answer with the error body, as any request. */
    async preValidation(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
      // Shutting down: the client tries again, and its next attempt reaches another instance.
      if (deps.readiness.draining) throw new AppError('SERVICE_UNAVAILABLE', 'live.restarting');
      const session = await sessionOf(deps, request.raw);
      if (!session) throw new AppError('UNAUTHORIZED', 'auth.notSignedIn');
      if (deps.connections.countOf(session.user.id) >= max) throw tooMany();
      sessions.set(request.raw, session);
    },

    /**
     * Registers the upgraded socket, so the end of its session ends it. Upgrades that raced
     * past the cap together are closed again here. Null when the socket is not kept.
     */
    admit(socket: WebSocket, request: FastifyRequest): AdmittedSocket | null {
      const session = sessions.get(request.raw);
      if (!session) {
        endSocket(socket, CLOSE_CODE.POLICY_VIOLATION, 'Not signed in');
        return null;
      }
      if (deps.connections.countOf(session.user.id) >= max) {
        endSocket(socket, CLOSE_CODE.POLICY_VIOLATION, 'Too many connections');
        return null;
      }
      const registration = deps.connections.add(socket, {
        userId: session.user.id,
        sessionId: session.sessionId,
        transport,
      });
      socket.once('close', () => registration.remove());
      return { session, registration };
    },
  };
}
