import { randomUUID } from 'node:crypto';
import type { TWsClientFrameType } from '@nahbar/contracts';
import { sessionHandle } from '../src/services/account/active-sessions';
import { MATRIX_PUSH_SUBSCRIPTION, type World } from './authorization-world';

/**
 * Who may call what. Every tRPC procedure, REST route and `/ws` client frame type is listed
 * here with its guard; authorization-matrix.test.ts fails for one that is not, and checks
 * each guard generically:
 * - public: anyone, signed in or not;
 * - signed-in: signed out, a call gets 401 (tRPC UNAUTHORIZED) and changes nothing;
 * - own-id: signed-in, and ids in the call (path, body, query) must be the caller's own or
 *   name things of the caller's own;
 * - member-of-room: signed-in, and the room named must be one the caller may use;
 * - admin: signed-in, and the caller's role is admin (403 for a member).
 * `foreign` calls are made by a signed-in attacker naming the victim's ids or rooms (see
 * authorization-world.ts): each must be refused (403 or 404) and change nothing.
 */
export type Guard = 'public' | 'signed-in' | 'own-id' | 'member-of-room' | 'admin';

export interface HttpCall {
  url: string;
  payload?: unknown;
  /** Sent as the request's Content-Type (a photo upload); JSON otherwise. */
  contentType?: string;
}

export interface RestEntry {
  guard: Guard;
  /** The call as a member makes it for themself; defaults to the first foreign call. */
  call?: (w: World) => HttpCall;
  foreign?: ((w: World) => HttpCall)[];
  /** A WebSocket upgrade route: signed out, the upgrade is refused with 401. */
  upgrade?: true;
}

export interface TrpcEntry {
  guard: Guard;
  /** A valid input of the member's own; defaults to the first foreign input. */
  input?: (w: World) => unknown;
  foreign?: ((w: World) => unknown)[];
}

/** A frame the attacker sends on their own socket, after `join`ing a room if given. */
export interface WsForeignFrame {
  what: string;
  join?: (w: World) => string;
  /**
   * The attacker is a member of the joined room while joining, and no longer when the frame
   * arrives (taken away in the database alone, as a race with the re-check would leave it).
   */
  memberOnlyWhileJoining?: true;
  frame: (w: World) => Record<string, unknown>;
}

export interface WsEntry {
  /** Every frame needs a signed-in socket: the upgrade itself is refused signed out. */
  guard: Exclude<Guard, 'public'>;
  foreign?: WsForeignFrame[];
}

type Input = Record<string, unknown>;

/**
 * An admin call as a member makes it: without `adminUserId`, with their own id, a random one and
 * a real admin's. Each must be refused with 403 and change nothing.
 */
const adminOnly = (input: (w: World) => Input = () => ({})): TrpcEntry => ({
  guard: 'admin',
  foreign: [
    (w) => input(w),
    (w) => ({ ...input(w), adminUserId: w.attacker.id }),
    (w) => ({ ...input(w), adminUserId: randomUUID() }),
    (w) => ({ ...input(w), adminUserId: w.adminId }),
  ],
});
const onVictim = (w: World) => ({ userId: w.victim.id, reason: 'matrix' });

const roomId = (id: (w: World) => string) => (w: World) => ({ roomId: id(w) });
const privateRooms = [roomId((w) => w.privateRoom), roomId((w) => w.directChat)];

export const TRPC_MATRIX: Record<string, TrpcEntry> = {
  'auth.register': { guard: 'public' },
  'auth.login': { guard: 'public' },
  'auth.logout': { guard: 'public' },
  'auth.me': { guard: 'public' },
  'auth.setLocale': { guard: 'signed-in', input: () => ({ locale: 'de' }) },
  'auth.checkUsername': { guard: 'public' },
  'places.suggest': { guard: 'public' },
  'places.validate': { guard: 'public' },
  'places.nearest': { guard: 'public' },
  'places.usersWithDistance': { guard: 'signed-in', input: (w) => ({ userIds: [w.victim.id] }) },
  'places.updateLocation': { guard: 'signed-in', input: () => ({ location: 'Hamburg' }) },
  'rooms.list': { guard: 'signed-in' },
  'rooms.create': { guard: 'signed-in', input: () => ({ name: 'Matrix room' }) },
  'rooms.get': { guard: 'member-of-room', foreign: privateRooms },
  'rooms.join': { guard: 'member-of-room', foreign: privateRooms },
  'rooms.markRead': {
    guard: 'member-of-room',
    foreign: [
      (w) => ({ roomId: w.privateRoom, sequenceId: 1 }),
      (w) => ({ roomId: w.directChat, sequenceId: 1 }),
      // A public room one never joined has no read position to move.
      (w) => ({ roomId: w.publicRoom, sequenceId: 1 }),
    ],
  },
  'rooms.setNotificationLevel': {
    guard: 'member-of-room',
    foreign: [
      (w) => ({ roomId: w.privateRoom, level: 'nothing' }),
      (w) => ({ roomId: w.directChat, level: 'nothing' }),
      (w) => ({ roomId: w.publicRoom, level: 'nothing' }),
    ],
  },
  // Leaving takes no member id: the session's member leaves, and only a room they are in.
  'rooms.leave': {
    guard: 'member-of-room',
    foreign: [...privateRooms, roomId((w) => w.publicRoom)],
  },
  'rooms.invite': {
    guard: 'member-of-room',
    foreign: [
      (w) => ({ roomId: w.privateRoom, userId: w.attacker.id }),
      (w) => ({ roomId: w.directChat, userId: w.attacker.id }),
    ],
  },
  'messages.send': {
    guard: 'member-of-room',
    foreign: privateRooms.map((room) => (w: World) => ({ ...room(w), content: 'let me in' })),
  },
  'messages.page': { guard: 'member-of-room', foreign: privateRooms },
  'messages.initial': { guard: 'member-of-room', foreign: privateRooms },
  'messages.since': {
    guard: 'member-of-room',
    foreign: privateRooms.map((room) => (w: World) => ({ ...room(w), timestamp: '2000-01-01T00:00:00Z' })),
  },
  'privateChats.list': { guard: 'signed-in' },
  'privateChats.create': { guard: 'signed-in', input: (w) => ({ userId: w.victim.id }) },
  'privateChats.close': { guard: 'member-of-room', foreign: [roomId((w) => w.directChat)] },
  'chatData.get': { guard: 'signed-in' },
  'search.messages': { guard: 'signed-in', input: () => ({ q: 'secret' }) },
  'search.users': { guard: 'signed-in', input: () => ({ q: 'user' }) },
  'search.rooms': { guard: 'signed-in', input: () => ({ q: 'room' }) },
  'live.room': { guard: 'member-of-room', foreign: privateRooms },
  'live.user': { guard: 'signed-in' },
  // Rooms the caller does not belong to are left out, not refused (live-activity.test.ts).
  'live.activity': { guard: 'signed-in', input: (w) => ({ roomIds: [w.publicRoom] }) },
  'live.typing': {
    guard: 'member-of-room',
    foreign: privateRooms.map((room) => (w: World) => ({ ...room(w), isTyping: true })),
  },
  'photos.createUploadUrl': { guard: 'signed-in', input: () => ({ fileName: 'a.jpg' }) },
  'photos.complete': { guard: 'own-id', foreign: [(w) => ({ photoId: w.pendingPhotoId })] },
  'photos.profilePhotos': { guard: 'signed-in', input: (w) => ({ userId: w.victim.id }) },
  'photos.addProfilePhoto': {
    guard: 'own-id',
    foreign: [(w) => ({ photoUrl: w.readyPhotoUrl }), (w) => ({ photoUrl: `/photos/${w.pendingPhotoId}` })],
  },
  'photos.setPrimary': { guard: 'own-id', foreign: [(w) => ({ photoId: w.otherProfilePhoto })] },
  'photos.deleteProfilePhoto': {
    guard: 'own-id',
    foreign: [(w) => ({ photoId: w.primaryProfilePhoto }), (w) => ({ photoId: w.otherProfilePhoto })],
  },
  'friends.list': { guard: 'signed-in' },
  'friends.requests': { guard: 'signed-in' },
  'friends.sentRequests': { guard: 'signed-in' },
  'friends.status': { guard: 'signed-in', input: (w) => ({ userId: w.victim.id }) },
  'friends.find': { guard: 'signed-in', input: () => ({ q: 'user' }) },
  'friends.send': { guard: 'signed-in', input: (w) => ({ userId: w.victim.id }) },
  // Answering or withdrawing someone else's request: not found, and nothing changes.
  'friends.respond': {
    guard: 'own-id',
    foreign: [
      (w) => ({ requestId: w.friendRequest, action: 'accept' }),
      (w) => ({ requestId: w.friendRequest, action: 'decline' }),
    ],
  },
  'friends.cancel': { guard: 'own-id', foreign: [(w) => ({ requestId: w.friendRequest })] },
  'friends.remove': { guard: 'signed-in', input: (w) => ({ userId: w.victim.id }) },
  'blocks.list': { guard: 'signed-in' },
  'blocks.block': { guard: 'signed-in', input: (w) => ({ userId: w.victim.id }) },
  'blocks.blockByUsername': { guard: 'signed-in', input: (w) => ({ username: w.victim.actor.username }) },
  'blocks.unblock': { guard: 'signed-in', input: (w) => ({ userId: w.victim.id }) },
  'reports.create': {
    guard: 'signed-in',
    input: (w) => ({ userId: w.victim.id, reason: 'spam', description: 'matrix' }),
  },
  'privacy.get': { guard: 'signed-in' },
  'privacy.update': { guard: 'signed-in', input: () => ({ showAge: false }) },
  'filters.get': { guard: 'signed-in' },
  'filters.update': {
    guard: 'signed-in',
    input: () => ({ genderPreference: 'all', ageMin: 20, ageMax: 40 }),
  },
  'profiles.get': { guard: 'signed-in', input: (w) => ({ userId: w.victim.id }) },
  'account.settings': { guard: 'signed-in' },
  'account.updateProfile': {
    guard: 'signed-in',
    input: () => ({ displayName: 'Matrix', location: 'Berlin' }),
  },
  'account.changePassword': {
    guard: 'signed-in',
    input: () => ({ currentPassword: 'secret123', newPassword: 'matrix123', confirmPassword: 'matrix123' }),
  },
  'account.sessions': { guard: 'signed-in' },
  'account.endSession': {
    guard: 'signed-in',
    foreign: [(w) => ({ handle: sessionHandle(w.victim.cookie.split('=')[1] ?? '') })],
  },
  // No input of its own: an empty JSON body, as the web app's link sends it.
  'account.endOtherSessions': { guard: 'signed-in', input: () => ({}) },
  'account.exportData': { guard: 'signed-in' },
  'notifications.list': { guard: 'signed-in' },
  'notifications.unreadCount': { guard: 'signed-in' },
  'notifications.markRead': {
    guard: 'own-id',
    foreign: [(w) => ({ notificationId: w.notification })],
  },
  'notifications.markAllRead': { guard: 'signed-in', input: () => ({}) },
  'notifications.settings': { guard: 'signed-in' },
  'notifications.updateSettings': { guard: 'signed-in', input: () => ({ soundEnabled: false }) },
  'notifications.pushPublicKey': { guard: 'signed-in' },
  'notifications.pushDevices': { guard: 'signed-in' },
  'notifications.subscribePush': { guard: 'signed-in', input: () => MATRIX_PUSH_SUBSCRIPTION },
  'notifications.removePushDevice': {
    guard: 'own-id',
    foreign: [(w) => ({ subscriptionId: w.pushSubscription })],
  },
  'admin.stats': adminOnly(),
  'admin.users': adminOnly(),
  'admin.user': adminOnly((w) => ({ userId: w.victim.id })),
  'admin.moderationData': adminOnly(),
  'admin.decideReport': adminOnly((w) => ({ reportId: w.report, status: 'dismissed' })),
  'admin.warn': adminOnly(onVictim),
  'admin.mute': adminOnly(onVictim),
  'admin.unmute': adminOnly(onVictim),
  'admin.ban': adminOnly(onVictim),
  'admin.unban': adminOnly(onVictim),
  'admin.rooms': adminOnly(),
  'admin.createRoom': adminOnly(() => ({ name: 'Matrix admin room' })),
  'admin.deleteRoom': adminOnly((w) => ({ roomId: w.publicRoom })),
  'admin.audit': adminOnly(),
  'admin.removeMessage': adminOnly((w) => ({ messageId: w.victimMessage, reason: 'matrix' })),
  'admin.purgeMessages': adminOnly((w) => ({ userId: w.victim.id, hours: 24, reason: 'matrix' })),
  'account.cookieConsent': { guard: 'signed-in' },
  'account.setCookieConsent': {
    guard: 'signed-in',
    input: () => ({ necessary: true, functional: true, analytics: false, marketing: false }),
  },
  'account.delete': { guard: 'signed-in', input: () => ({ confirmPassword: 'secret123' }) },
};

export { REST_MATRIX } from './authorization-matrix-rest';

export const WS_MATRIX: Record<TWsClientFrameType, WsEntry> = {
  join: {
    guard: 'member-of-room',
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
