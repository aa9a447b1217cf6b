import type { TWsClientFrameType } from '@nahbar/contracts';
import { freshPrivateRoom } from './authorization-fresh';
import type { WsEntry } from './authorization-matrix';

/** Every `/ws` client frame type with its guard (authorization-matrix.ts says what each means). */

export const WS_MATRIX: Record<TWsClientFrameType, WsEntry> = {
  join: {
    guard: 'member-of-room',
    own: {
      frame: (w) => ({ type: 'join', roomId: w.privateRoom }),
      answer: (f, w) => f.type === 'room_online_users' && f.roomId === w.privateRoom,
    },
    foreign: [
      { what: 'a private room', frame: (w) => ({ type: 'join', roomId: w.privateRoom }) },
      { what: 'a private chat of others', frame: (w) => ({ type: 'join', roomId: w.directChat }) },
      {
        what: "a public room under the victim's user id",
        frame: (w) => ({ type: 'join', userId: w.victim.id, roomId: w.publicRoom }),
      },
    ],
  },
  leave: {
    guard: 'own-id',
    own: {
      join: (w) => w.attackerRoom,
      frame: (w) => ({ type: 'leave', userId: w.victim.id, roomId: w.attackerRoom }),
    },
    foreign: [
      {
        what: "the joined room under the victim's user id",
        join: (w) => w.attackerRoom,
        frame: (w) => ({ type: 'leave', userId: w.victim.id, roomId: w.attackerRoom }),
      },
    ],
  },
  message: {
    guard: 'member-of-room',
    own: {
      join: (w) => w.privateRoom,
      frame: (w) => ({ type: 'message', roomId: w.privateRoom, content: 'my own room' }),
      answer: (f) => f.type === 'new_message' && JSON.stringify(f.message).includes('my own room'),
    },
    foreign: [
      {
        what: 'naming a private room while in no room',
        frame: (w) => ({ type: 'message', roomId: w.privateRoom, content: 'let me in' }),
      },
      {
        what: 'naming a private room while in its own room',
        join: (w) => w.attackerRoom,
        frame: (w) => ({ type: 'message', roomId: w.privateRoom, content: 'let me in' }),
      },
      {
        what: 'naming a private chat of others while in a public room',
        join: (w) => w.publicRoom,
        frame: (w) => ({ type: 'message', roomId: w.directChat, content: 'let me in' }),
      },
      {
        what: 'into a private room whose membership was taken away',
        join: (w) => w.revocable,
        memberOnlyWhileJoining: true,
        frame: () => ({ type: 'message', content: 'still here?' }),
      },
    ],
  },
  typing: {
    guard: 'member-of-room',
    // A start is cleared 3 s later, with an event: in a room no refusal check watches.
    own: {
      fresh: freshPrivateRoom,
      join: (w) => w.privateRoom,
      frame: () => ({ type: 'typing', isTyping: true }),
    },
    foreign: [
      { what: 'while in no room', frame: () => ({ type: 'typing', isTyping: true }) },
      {
        what: 'in a private room whose membership was taken away',
        join: (w) => w.revocable,
        memberOnlyWhileJoining: true,
        frame: () => ({ type: 'typing', isTyping: true }),
      },
    ],
  },
  ping: { guard: 'signed-in' },
};
