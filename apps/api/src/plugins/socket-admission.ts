import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
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
export function socketAdmission(
  deps: AppDeps,
  transport: SocketTransport,
  onSocketError: (error: unknown) => void,
) {
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
      releaseUpgrade(socket, request, onSocketError);
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
      // `on`, not `once`: a WebSocket emits 'close' once, and `once` would keep a wrapper per socket.
      socket.on('close', () => registration.remove());
      return { session, registration };
    },
  };
}

/**
 * Lets go of the upgrade request, which would otherwise stay in memory, with its headers, reply
 * and response, for as long as the socket is open (3.4 KB per idle socket: docs/benchmarks.md,
 * sockets): the websocket plugin's `error` listener closes over request and reply, and Node
 * leaves the upgrade's response on the connection. The socket gets an `error` listener of its
 * own (one must stay: a socket error without one would throw).
 */
function releaseUpgrade(socket: WebSocket, request: FastifyRequest, onError: (error: unknown) => void): void {
  socket.removeAllListeners('error');
  socket.on('error', (error) => {
    onError(error);
    socket.terminate();
  });
  const connection = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  connection._httpMessage?.detachSocket(connection);
}
