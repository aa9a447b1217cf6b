import { CLOSE_CODE, HEALTH_PING_INTERVAL_MS, TEXT, type TWsClientFrame } from '@nahbar/contracts';
import type { FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import { socketAdmission } from '../plugins/socket-admission';
import type { FrameFlow } from '../realtime/frame-queue';
import { RefusalMeter } from '../realtime/refusal-meter';
import { dispatchFrame } from './dispatch-frame';
import { LiveSocket } from './live-socket';
import { parseFrame } from './parse-frame';

/**
 * The `/ws` JSON protocol of the design's wire decisions, for clients other than the web
 * app. The upgrade needs the session cookie (401 otherwise; the origin check has already
 * refused foreign origins) and a free socket of the member's (429); frames that cannot be
 * served get an `error` frame and the socket stays open; frames over 64 KiB close it with
 * CLOSE_CODE.MESSAGE_TOO_BIG, 1009 (the websocket plugin's limit).
 */
export async function wsGateway(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  const admission = socketAdmission(deps, 'ws', (error) => app.log.warn({ err: error }, 'ws socket failed'));
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

    live.followUser();
    socket.on('message', (data: RawData) => {
      live.markAlive();
      // Nothing of a socket whose session ended is served, even frames already on their way.
      if (!live.isOpen) return;
      live.run((flow) => serveFrame(deps, live, refusals, data, app.log, flow));
    });
    // `on`, not `once`: a WebSocket emits 'close' once, and `once` would keep a wrapper per socket.
    socket.on('close', () => {
      sockets.delete(live);
      live.closeQueue();
      live.run(() => live.close());
    });
  });
}

/**
 * One frame, read and then run in its member's turn. A message lets the socket's next frame in
 * once it has its place among the member's sends; anything else first waits, outside any turn,
 * for the messages before it (a join after a message comes after that message).
 */
async function serveFrame(
  deps: AppDeps,
  live: LiveSocket,
  refusals: RefusalMeter,
  data: RawData,
  log: FastifyInstance['log'],
  flow: FrameFlow,
): Promise<void> {
  // A socket closed for flooding (or whose session ended) may still have a burst of frames
  // waiting: they are dropped unread, since parsing them is what a flood costs everyone else.
  if (!live.isOpen) return;
  const parsed = parseFrame(data);
  if (!parsed.ok) {
    live.error(parsed.message);
    return;
  }
  const { frame } = parsed;
  if (frame.type !== 'message') await flow.settled();
  await deps.connections.turns.run(live.actor.id, (leaveTurn) =>
    handleFrame(deps, live, refusals, frame, log, () => {
      leaveTurn();
      flow.goAhead();
    }),
  );
}

async function handleFrame(
  deps: AppDeps,
  live: LiveSocket,
  refusals: RefusalMeter,
  frame: TWsClientFrame,
  log: FastifyInstance['log'],
  ordered: () => void,
): Promise<void> {
  // Checked again when its turn comes: the session may have ended while it waited.
  if (!live.isOpen) return;
  try {
    await dispatchFrame(deps, live, frame, ordered);
  } catch (error) {
    if (error instanceof AppError) {
      live.error(error.message, error.extra.retryAfter);
      // Sending on and on while told to wait is abuse, not a busy member: the socket ends.
      if (error.code === 'TOO_MANY_REQUESTS' && refusals.record()) {
        live.end(CLOSE_CODE.POLICY_VIOLATION, 'Rate limit exceeded');
      }
      return;
    }
    log.error({ err: error, frame: frame.type }, 'ws frame failed');
    live.error(TEXT.live.failed);
  }
}
