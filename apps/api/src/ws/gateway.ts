import { HEALTH_PING_INTERVAL_MS, TEXT } from '@nahbar/contracts';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { socketAdmission } from '../plugins/socket-admission';
import type { FrameFlow } from '../realtime/frame-queue';
import { dispatchFrame } from './dispatch-frame';
import { LiveSocket } from './live-socket';
import { parseFrame } from './parse-frame';
import { POLICY_VIOLATION_CLOSE_CODE, RefusalMeter } from './refusal-meter';

/**
 * The `/ws` JSON protocol of the design's wire decisions, for clients other than the web
 * app. The upgrade needs the session cookie (401 otherwise; the origin check has already
 * refused foreign origins) and a free socket of the member's (429); frames that cannot be
 * served get an `error` frame and the socket stays open; frames over 64 KiB close it with
 * 1009 (the websocket plugin's limit).
 */
export async function wsGateway(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  const admission = socketAdmission(deps);
  const sockets = new Set<LiveSocket>();

  // Half-open connections would otherwise stay "online" until the kernel gives up on them.
  const sweep = setInterval(() => {
    for (const live of sockets) live.checkAlive();
  }, HEALTH_PING_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get('/ws', { websocket: true, preValidation: admission.preValidation }, (socket, request) => {
    const admitted = admission.admit(socket, request);
    if (!admitted) return;
    const { session, registration } = admitted;
    // The app's logger, not the request's: a closure over the request would keep the whole
    // upgrade request alive for as long as the socket is open.
    const logError = (what: string) => (error: unknown) => app.log.error({ err: error }, what);
    const live = new LiveSocket(socket, session.user, registration, deps, logError('ws frame failed'));
    const refusals = new RefusalMeter(deps.config.limits.wsRefusals);
    sockets.add(live);

    live.followUser().catch(logError('ws user events failed'));
    socket.on('message', (data: RawData) => {
      live.markAlive();
      // Nothing of a socket whose session ended is served, even frames already on their way.
      if (!live.isOpen) return;
      live.run((flow) =>
        deps.connections.turns.run(live.actor.id, (leaveTurn) =>
          handleFrame(deps, live, refusals, data, app.log, { flow, leaveTurn }),
        ),
      );
    });
    socket.once('close', () => {
      sockets.delete(live);
      live.closeQueue();
      live.run(() => live.close());
    });
  });
}

async function handleFrame(
  deps: AppDeps,
  live: LiveSocket,
  refusals: RefusalMeter,
  data: RawData,
  log: FastifyInstance['log'],
  { flow, leaveTurn }: { flow: FrameFlow; leaveTurn: () => void },
): Promise<void> {
  // Checked again when its turn comes: the session may have ended while it waited.
  if (!live.isOpen) return;
  const parsed = parseFrame(data);
  if (!parsed.ok) {
    live.error(parsed.message);
    return;
  }
  // A send lets the socket's next frame in once its place among the member's sends is fixed;
  // anything else comes after the sends before it (a join, say, after the message before it).
  const ordered = () => {
    leaveTurn();
    flow.goAhead();
  };
  if (parsed.frame.type !== 'message') await flow.settled();
  try {
    await dispatchFrame(deps, live, parsed.frame, ordered);
  } catch (error) {
    if (error instanceof AppError) {
      live.error(error.message, error.extra.retryAfter);
      // Sending on and on while told to wait is abuse, not a busy member: the socket ends.
      if (error.code === 'TOO_MANY_REQUESTS' && refusals.record()) {
        live.end(POLICY_VIOLATION_CLOSE_CODE, 'Rate limit exceeded');
      }
      return;
    }
    log.error({ err: error, frame: parsed.frame.type }, 'ws frame failed');
    live.error(TEXT.live.failed);
  }
}
