import type WebSocket from 'ws';
import { closeAll, joined, open } from './clients';
import type { Member } from './members';

export interface CrossNodeCheck {
  /** Milliseconds from one node's join to the other node's `user_joined`. */
  joinSeenMs: number;
  /** Whether the joining member's list of who is online named the member on the other node. */
  onlineListsOther: boolean;
  /** Milliseconds from a typing frame on one node to `user_typing` on the other. */
  typingSeenMs: number;
}

type Frame = { type?: string; userId?: string; onlineUsers?: string[]; isTyping?: boolean };

function frameWhere(socket: WebSocket, test: (frame: Frame) => boolean, what: string): Promise<Frame> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('message', onMessage);
      reject(new Error(`two nodes: no ${what} within 5 s`));
    }, 5000);
    const onMessage = (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as Frame;
      if (!test(frame)) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(frame);
    };
    socket.on('message', onMessage);
  });
}

/**
 * Presence and typing across two nodes: `watcher` is in the room on the first node, `mover`
 * joins on the second and starts typing; the watcher must hear of both, and the mover must
 * see the watcher online.
 */
export async function checkAcrossNodes(
  ports: [number, number],
  roomId: string,
  watcher: Member,
  mover: Member,
): Promise<CrossNodeCheck> {
  const watching = await open(`ws://127.0.0.1:${ports[0]}/ws`, { cookie: watcher.cookie });
  const watcherIn = joined(watching);
  watching.send(JSON.stringify({ type: 'join', roomId }));
  await watcherIn;
  const moving = await open(`ws://127.0.0.1:${ports[1]}/ws`, { cookie: mover.cookie });
  try {
    const joinSeen = frameWhere(
      watching,
      (f) => f.type === 'user_joined' && f.userId === mover.userId,
      'join',
    );
    const online = frameWhere(moving, (f) => f.type === 'room_online_users', 'online list');
    const joinedAt = performance.now();
    moving.send(JSON.stringify({ type: 'join', roomId }));
    await joinSeen;
    const joinSeenMs = performance.now() - joinedAt;
    const onlineListsOther = (await online).onlineUsers?.includes(watcher.userId) ?? false;

    const typingSeen = frameWhere(
      watching,
      (f) => f.type === 'user_typing' && f.userId === mover.userId && f.isTyping === true,
      'typing',
    );
    const typedAt = performance.now();
    moving.send(JSON.stringify({ type: 'typing', isTyping: true }));
    await typingSeen;
    return { joinSeenMs, onlineListsOther, typingSeenMs: performance.now() - typedAt };
  } finally {
    await closeAll([watching, moving]);
  }
}
