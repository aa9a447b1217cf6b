// One member on one `/ws` socket sending message frames as fast as the server reads them, in a
// process of its own so that the measuring member's process only measures.
import { FLOOD_ORIGIN, type FlooderReport, type FloodOrder } from './protocol';
import { RawSocket } from './raw-socket';

/** After the last answer, this long without another one ends the flood. */
const QUIET_MS = 3000;

const report = (message: FlooderReport) => process.send?.(message);
const NEW_FLOOD_MESSAGE = Buffer.from('"content":"flood ');
const ERROR_FRAME = Buffer.from('{"type":"error"');
const ONLINE_USERS = Buffer.from('"room_online_users"');

async function flood(order: FloodOrder): Promise<void> {
  let echoed = 0;
  let errors = 0;
  let lastAnswer = performance.now();
  let joined: () => void = () => {};
  const joining = new Promise<void>((resolve) => {
    joined = resolve;
  });
  const socket = await RawSocket.open(
    order.port,
    '/ws',
    { Origin: FLOOD_ORIGIN, Cookie: order.cookie },
    (text) => {
      lastAnswer = performance.now();
      if (text.indexOf(NEW_FLOOD_MESSAGE) >= 0) echoed += 1;
      else if (text.indexOf(ERROR_FRAME) === 0) errors += 1;
      else if (text.indexOf(ONLINE_USERS) >= 0) joined();
    },
  );
  let closeCode: number | null = null;
  let isClosed = false;
  const closed = socket.closed.then((code) => {
    closeCode = code;
    isClosed = true;
    lastAnswer = performance.now();
  });
  socket.write(RawSocket.frames([JSON.stringify({ type: 'join', roomId: order.roomId })]));
  await joining;
  // Made before the flood: sending it is one write.
  const frames = RawSocket.frames(
    Array.from({ length: order.frames }, (_, n) =>
      JSON.stringify({ type: 'message', content: `flood ${n}`, messageType: 'text' }),
    ),
  );
  report({ type: 'joined' });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));

  const started = performance.now();
  socket.write(frames);
  const sendMs = performance.now() - started;
  // Done when every frame is answered, the server has closed the socket, or answers stop.
  while (echoed + errors < order.frames && !isClosed && performance.now() - lastAnswer < QUIET_MS) {
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
  const doneMs = lastAnswer - started;
  report({ type: 'done', sent: order.frames, echoed, errors, closeCode, sendMs, doneMs });
  socket.destroy();
}

process.once('message', (order: FloodOrder) => {
  if (order.type !== 'flood') return;
  flood(order).catch((error: unknown) => {
    console.error('flooder:', error);
    process.exit(1);
  });
});
process.on('disconnect', () => process.exit(0));
