import { sessionHandle } from '../src/services/account/active-sessions';
import {
  freshDirectChat,
  freshFriendRequest,
  freshMessage,
  freshNotification,
  freshPendingPhoto,
  freshPrivateRoom,
  freshProfilePhotos,
  freshPushSubscription,
  freshReadyPhoto,
  freshVictim,
} from './authorization-fresh';
import type { TrpcEntry } from './authorization-matrix';
import { TRPC_ADMIN_MATRIX } from './authorization-matrix-trpc-admin';
import { MATRIX_PUSH_SUBSCRIPTION, type World } from './authorization-world';

const roomId = (id: (w: World) => string) => (w: World) => ({ roomId: id(w) });
const privateRooms = [roomId((w) => w.privateRoom), roomId((w) => w.directChat)];

/** Every tRPC procedure with its guard (authorization-matrix.ts says what each guard means). */
export const TRPC_MATRIX: Record<string, TrpcEntry> = {
  'auth.register': { guard: 'public' },
  'auth.login': { guard: 'public' },
  'auth.logout': { guard: 'public' },
  'auth.me': { guard: 'public' },
  'auth.setLocale': { guard: 'signed-in', input: () => ({ locale: 'de' }) },
  'auth.checkUsername': { guard: 'public' },
  'auth.supportContact': { guard: 'public' },
  // The mailed token is the authority: no session needed (and none for a forgotten password).
  'auth.forgotPassword': { guard: 'public' },
  'auth.resetPassword': { guard: 'public' },
  'auth.verifyEmail': { guard: 'public' },
  'mail.unsubscribe': { guard: 'public' },
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
    own: { fresh: freshPrivateRoom },
    foreign: [...privateRooms, roomId((w) => w.publicRoom)],
  },
  'rooms.invite': {
    guard: 'member-of-room',
    own: { fresh: freshPrivateRoom },
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
  // A sender's own message: another's is refused (here one in a room the attacker cannot read).
  'messages.edit': {
    guard: 'own-id',
    own: { fresh: freshMessage },
    foreign: [(w) => ({ messageId: w.victimMessage, content: 'rewritten' })],
  },
  'messages.delete': {
    guard: 'own-id',
    own: { fresh: freshMessage },
    foreign: [(w) => ({ messageId: w.victimMessage })],
  },
  'messages.removePreview': {
    guard: 'own-id',
    own: { fresh: freshMessage },
    foreign: [(w) => ({ messageId: w.victimMessage })],
  },
  'messages.react': {
    guard: 'member-of-room',
    own: { fresh: freshMessage },
    foreign: [(w) => ({ messageId: w.victimMessage, emoji: '👍' })],
  },
  'messages.unreact': {
    guard: 'member-of-room',
    own: { fresh: freshMessage },
    foreign: [(w) => ({ messageId: w.victimMessage, emoji: '👍' })],
  },
  'privateChats.list': { guard: 'signed-in' },
  'privateChats.create': { guard: 'signed-in', input: (w) => ({ userId: w.victim.id }) },
  'privateChats.close': {
    guard: 'member-of-room',
    own: { fresh: freshDirectChat },
    foreign: [roomId((w) => w.directChat)],
  },
  'privateChats.readReceipt': { guard: 'member-of-room', foreign: [roomId((w) => w.directChat)] },
  'chatData.get': { guard: 'signed-in' },
  'search.messages': { guard: 'signed-in', input: () => ({ q: 'secret' }) },
  'search.users': { guard: 'signed-in', input: () => ({ q: 'user' }) },
  'search.rooms': { guard: 'signed-in', input: () => ({ q: 'room' }) },
  'live.room': { guard: 'member-of-room', foreign: privateRooms },
  'live.user': { guard: 'signed-in' },
  // Rooms the caller does not belong to are left out, not refused (live-activity.test.ts).
  'live.activity': { guard: 'signed-in', input: (w) => ({ roomIds: [w.publicRoom] }) },
  // Members whose status the caller may not see are shown offline, not refused (presence.test.ts).
  'live.presence': { guard: 'signed-in', input: (w) => ({ userIds: [w.victim.id] }) },
  // A start is cleared 3 s later, with an event: in a room no refusal check watches.
  'live.typing': {
    guard: 'member-of-room',
    own: { fresh: freshPrivateRoom },
    foreign: privateRooms.map((room) => (w: World) => ({ ...room(w), isTyping: true })),
  },
  'photos.createUploadUrl': { guard: 'signed-in', input: () => ({ fileName: 'a.jpg' }) },
  'photos.complete': {
    guard: 'own-id',
    own: { fresh: freshPendingPhoto },
    foreign: [(w) => ({ photoId: w.pendingPhotoId })],
  },
  'photos.profilePhotos': { guard: 'signed-in', input: (w) => ({ userId: w.victim.id }) },
  'photos.addProfilePhoto': {
    guard: 'own-id',
    own: { fresh: freshReadyPhoto },
    foreign: [(w) => ({ photoUrl: w.readyPhotoUrl }), (w) => ({ photoUrl: `/photos/${w.pendingPhotoId}` })],
  },
  'photos.setPrimary': {
    guard: 'own-id',
    own: { fresh: freshProfilePhotos },
    foreign: [(w) => ({ photoId: w.otherProfilePhoto })],
  },
  'photos.deleteProfilePhoto': {
    guard: 'own-id',
    own: { fresh: freshProfilePhotos },
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
    // The request is the third member's to answer.
    own: { by: 'third', fresh: freshFriendRequest },
    foreign: [
      (w) => ({ requestId: w.friendRequest, action: 'accept' }),
      (w) => ({ requestId: w.friendRequest, action: 'decline' }),
    ],
  },
  'friends.cancel': {
    guard: 'own-id',
    own: { fresh: freshFriendRequest },
    foreign: [(w) => ({ requestId: w.friendRequest })],
  },
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
  'account.emailStatus': { guard: 'signed-in' },
  'account.setEmail': {
    guard: 'signed-in',
    input: () => ({ email: 'matrix@example.org', password: 'secret123' }),
  },
  'account.endSession': {
    guard: 'signed-in',
    own: { fresh: freshVictim },
    foreign: [(w) => ({ handle: sessionHandle(w.victim.cookie.split('=')[1] ?? '') })],
  },
  // No input of its own: an empty JSON body, as the web app's link sends it.
  'account.endOtherSessions': { guard: 'signed-in', input: () => ({}) },
  'account.exportData': { guard: 'signed-in' },
  'notifications.list': { guard: 'signed-in' },
  'notifications.unreadCount': { guard: 'signed-in' },
  'notifications.markRead': {
    guard: 'own-id',
    own: { fresh: freshNotification },
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
    own: { fresh: freshPushSubscription },
    foreign: [(w) => ({ subscriptionId: w.pushSubscription })],
  },
  ...TRPC_ADMIN_MATRIX,
  'account.cookieConsent': { guard: 'signed-in' },
  'account.setCookieConsent': {
    guard: 'signed-in',
    input: () => ({ necessary: true, functional: true, analytics: false, marketing: false }),
  },
  'account.delete': { guard: 'signed-in', input: () => ({ confirmPassword: 'secret123' }) },
};
