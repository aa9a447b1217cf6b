import type { IncomingMessage } from 'node:http';
import { APP_ERROR_LABEL, HEALTH_PING_INTERVAL_MS, TEXT } from '@nahbar/contracts';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { sessionOf } from '../auth/request-session';
import type { ValidatedSession } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { SESSION_ENDED_CLOSE_CODE } from '../realtime/connections';
import { dispatchFrame } from './dispatch-frame';
import { LiveSocket } from './live-socket';
import { parseFrame } from './parse-frame';

/**
 * The `/ws` JSON protocol of the design's wire decisions, for clients other than the web
 * app. The upgrade needs the session cookie (401 otherwise; the origin check has already
 * refused foreign origins); frames that cannot be served get an `error` frame and the
 * socket stays open; frames over 64 KiB close it with 1009 (the websocket plugin's limit).
 */
export async function wsGateway(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  const sessions = new WeakMap<IncomingMessage, ValidatedSession>();
  const sockets = new Set<LiveSocket>();

  // Half-open connections would otherwise stay "online" until the kernel gives up on them.
  const sweep = setInterval(() => {
    for (const live of sockets) live.checkAlive();
  }, HEALTH_PING_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const session = await sessionOf(deps, request.raw);
        if (!session) {
          return reply
            .code(401)
            .send({ error: APP_ERROR_LABEL.UNAUTHORIZED, message: TEXT.auth.notSignedIn });
        }
        sessions.set(request.raw, session);
      },
    },
    (socket, request) => {
      const session = sessions.get(request.raw);
      if (!session) {
        socket.close(SESSION_ENDED_CLOSE_CODE, TEXT.auth.notSignedIn);
        return;
      }
      const live = new LiveSocket(socket, session.user, session.sessionId, deps);
      sockets.add(live);
      const unregister = deps.connections.add(socket, {
        userId: session.user.id,
        sessionId: session.sessionId,
      });

      // The app's logger, not the request's: a closure over the request would keep the whole
      // upgrade request alive for as long as the socket is open.
      const logError = (what: string) => (error: unknown) => app.log.error({ err: error }, what);
      live.followUser().catch(logError('ws user events failed'));
      socket.on('message', (data: RawData) => {
        live.markAlive();
        live.run(() => handleFrame(deps, live, data, app.log), logError('ws frame failed'));
      });
      socket.once('close', () => {
        sockets.delete(live);
        unregister();
        live.run(() => live.close(), logError('ws close failed'));
      });
    },
  );
}

async function handleFrame(
  deps: AppDeps,
  live: LiveSocket,
  data: RawData,
  log: FastifyInstance['log'],
): Promise<void> {
  if (!live.isOpen) return;
  const parsed = parseFrame(data);
  if (!parsed.ok) {
    live.error(parsed.message);
    return;
  }
  try {
    await dispatchFrame(deps, live, parsed.frame);
  } catch (error) {
    if (error instanceof AppError) {
      live.error(error.message);
      return;
    }
    log.error({ err: error, frame: parsed.frame.type }, 'ws frame failed');
    live.error(TEXT.live.failed);
  }
}
