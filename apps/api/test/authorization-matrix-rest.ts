import { randomUUID } from 'node:crypto';
import { sessionHandle } from '../src/services/account/active-sessions';
import type { HttpCall, RestEntry } from './authorization-matrix';
import { MATRIX_PUSH_SUBSCRIPTION, type World } from './authorization-world';

/** A GET with a query string built from `params`. */
const withQuery = (path: string, params: Record<string, string>): HttpCall => ({
  url: `${path}?${new URLSearchParams(params).toString()}`,
});

/** The three searches take the same query and the same claimed ids. */
const search = (kind: string): RestEntry => ({
  guard: 'signed-in',
  call: () => withQuery(`/api/search/${kind}`, { q: 'secret' }),
  foreign: [
    (w) => withQuery(`/api/search/${kind}`, { q: 'secret', userId: w.victim.id }),
    (w) => withQuery(`/api/search/${kind}`, { q: 'secret', currentUserId: w.victim.id }),
  ],
});

/** A path of the member's own (`/api/users/{id}/…`): another member's id is refused. */
/** The handle of the victim's session, as their list of devices would show it. */
const victimHandle = (w: World) => sessionHandle(w.victim.cookie.split('=')[1] ?? '');

const ownPath = (rest: string): RestEntry => ({
  guard: 'own-id',
  foreign: [(w) => ({ url: `/api/users/${w.victim.id}/${rest}` })],
});

const onVictim = (w: World) => ({ userId: w.victim.id, reason: 'matrix' });

/** The forms of `adminUserId` a member may try: none, their own, a random id, a real admin's. */
const adminIdsOf = (w: World): (string | undefined)[] => [undefined, w.attacker.id, randomUUID(), w.adminId];

/** An admin GET as a member makes it, with `adminUserId` in the query string in each form. */
const adminGet = (path: string, id?: (w: World) => string): RestEntry => ({
  guard: 'admin',
  foreign: [0, 1, 2, 3].map((form) => (w: World) => {
    const adminUserId = adminIdsOf(w)[form];
    const url = `/api/admin/${path}${id ? `/${id(w)}` : ''}`;
    return { url: adminUserId ? `${url}?adminUserId=${adminUserId}` : url };
  }),
});

/** An admin change as a member makes it, with `adminUserId` in the body in each form. */
const adminSend = (
  path: string | ((w: World) => string),
  body: (w: World) => object = () => ({}),
): RestEntry => ({
  guard: 'admin',
  foreign: [0, 1, 2, 3].map((form) => (w: World) => {
    const adminUserId = adminIdsOf(w)[form];
    return {
      url: `/api/admin/${typeof path === 'string' ? path : path(w)}`,
      payload: { ...body(w), ...(adminUserId ? { adminUserId } : {}) },
    };
  }),
});

const inPrivateRooms = (path: (room: string) => string) => [
  (w: World) => ({ url: path(w.privateRoom) }),
  (w: World) => ({ url: path(w.directChat) }),
];

/**
 * Keys are `METHOD url` as Fastify registered them (HEAD left out: it runs the GET's handler;
 * ALL for a route of every method). See authorization-matrix.ts for the guards.
 */
export const REST_MATRIX: Record<string, RestEntry> = {
  'GET /api/health': { guard: 'public' },
  'POST /api/auth/register': { guard: 'public' },
  'POST /api/auth/login': { guard: 'public' },
  // Signed out it answers success and clears the cookie; signed in, a named id must be one's own.
  'POST /api/auth/logout': {
    guard: 'public',
    foreign: [(w) => ({ url: '/api/auth/logout', payload: { userId: w.victim.id } })],
  },
  'GET /api/auth/user': { guard: 'signed-in', call: () => ({ url: '/api/auth/user' }) },
  'GET /api/auth/check-username': { guard: 'public' },
  'GET /api/geocode/validate': { guard: 'public' },
  'GET /api/geocode/suggest': { guard: 'public' },
  'GET /api/users/with-distance': {
    guard: 'signed-in',
    call: () => ({ url: '/api/users/with-distance' }),
    foreign: [(w) => withQuery('/api/users/with-distance', { userId: w.victim.id })],
  },
  'GET /api/rooms': { guard: 'signed-in', call: () => ({ url: '/api/rooms' }) },
  'POST /api/rooms': {
    guard: 'signed-in',
    call: () => ({ url: '/api/rooms', payload: { name: 'Matrix room' } }),
    foreign: [
      (w) => ({ url: '/api/rooms', payload: { name: 'Matrix room', createdBy: w.victim.id } }),
      (w) => ({ url: '/api/rooms', payload: { name: 'Matrix room', userId: w.victim.id } }),
    ],
  },
  'GET /api/rooms/:id': { guard: 'member-of-room', foreign: inPrivateRooms((room) => `/api/rooms/${room}`) },
  'PUT /api/rooms/:id/read': {
    guard: 'member-of-room',
    foreign: [
      (w) => ({ url: `/api/rooms/${w.privateRoom}/read`, payload: { sequenceId: 1 } }),
      (w) => ({ url: `/api/rooms/${w.directChat}/read`, payload: { sequenceId: 1 } }),
      (w) => ({ url: `/api/rooms/${w.publicRoom}/read`, payload: { sequenceId: 1 } }),
    ],
  },
  'PUT /api/rooms/:id/notification-level': {
    guard: 'member-of-room',
    foreign: [
      (w) => ({ url: `/api/rooms/${w.privateRoom}/notification-level`, payload: { level: 'nothing' } }),
      (w) => ({ url: `/api/rooms/${w.directChat}/notification-level`, payload: { level: 'nothing' } }),
      (w) => ({ url: `/api/rooms/${w.publicRoom}/notification-level`, payload: { level: 'nothing' } }),
    ],
  },
  'POST /api/rooms/:id/join': {
    guard: 'member-of-room',
    foreign: [
      ...inPrivateRooms((room) => `/api/rooms/${room}/join`),
      (w) => ({ url: `/api/rooms/${w.publicRoom}/join`, payload: { userId: w.victim.id } }),
    ],
  },
  'POST /api/rooms/:id/leave': {
    guard: 'member-of-room',
    foreign: [
      ...inPrivateRooms((room) => `/api/rooms/${room}/leave`),
      // The victim is a member of their public room: naming them leaves nobody.
      (w) => ({ url: `/api/rooms/${w.publicRoom}/leave`, payload: { userId: w.victim.id } }),
      (w) => ({ url: `/api/rooms/${w.publicRoom}/leave` }),
    ],
  },
  'GET /api/rooms/:roomId/messages': {
    guard: 'member-of-room',
    foreign: inPrivateRooms((room) => `/api/rooms/${room}/messages`),
  },
  'GET /api/rooms/:roomId/messages/since': {
    guard: 'member-of-room',
    foreign: inPrivateRooms((room) => `/api/rooms/${room}/messages/since?timestamp=2000-01-01T00:00:00Z`),
  },
  'POST /api/private-chat/create': {
    guard: 'signed-in',
    call: (w) => ({ url: '/api/private-chat/create', payload: { user2Id: w.victim.id } }),
    foreign: [
      (w) => ({ url: '/api/private-chat/create', payload: { user1Id: w.victim.id, user2Id: w.third.id } }),
    ],
  },
  'DELETE /api/private-chat/:id': {
    guard: 'member-of-room',
    foreign: [
      (w) => ({ url: `/api/private-chat/${w.directChat}`, payload: {} }),
      (w) => ({ url: `/api/private-chat/${w.directChat}`, payload: { userId: w.victim.id } }),
    ],
  },
  'GET /api/chat-data/:userId': {
    guard: 'own-id',
    foreign: [(w) => ({ url: `/api/chat-data/${w.victim.id}` })],
  },
  'GET /api/search/messages': search('messages'),
  'GET /api/search/users': search('users'),
  'GET /api/search/rooms': search('rooms'),
  'POST /api/photos/upload-url': {
    guard: 'signed-in',
    call: () => ({ url: '/api/photos/upload-url', payload: { fileName: 'a.jpg' } }),
  },
  'POST /api/photos/:photoId/complete': {
    guard: 'own-id',
    foreign: [(w) => ({ url: `/api/photos/${w.pendingPhotoId}/complete` })],
  },
  'PUT /api/photos/upload/:token': {
    guard: 'own-id',
    foreign: [
      (w) => ({ url: w.uploadPath, payload: Buffer.from('not even a photo'), contentType: 'image/jpeg' }),
    ],
  },
  // Photos posted in a private room are for its members (and the owner) only.
  'GET /photos/:photoId': {
    guard: 'member-of-room',
    foreign: [
      (w) => ({ url: `/photos/${w.roomPhotoId}` }),
      (w) => ({ url: `/photos/${w.roomPhotoId}?size=thumbnail` }),
    ],
  },
  'GET /api/users/:id/photos': {
    guard: 'signed-in',
    call: (w) => ({ url: `/api/users/${w.victim.id}/photos` }),
  },
  'POST /api/users/:id/photos': {
    guard: 'own-id',
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/photos`, payload: { photoUrl: w.readyPhotoUrl } }),
      // Someone else's photo through one's own path.
      (w) => ({ url: `/api/users/${w.attacker.id}/photos`, payload: { photoUrl: w.readyPhotoUrl } }),
    ],
  },
  'PUT /api/users/:id/photos/:photoId/primary': {
    guard: 'own-id',
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/photos/${w.otherProfilePhoto}/primary` }),
      (w) => ({ url: `/api/users/${w.attacker.id}/photos/${w.otherProfilePhoto}/primary` }),
    ],
  },
  'DELETE /api/users/:id/photos/:photoId': {
    guard: 'own-id',
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/photos/${w.primaryProfilePhoto}` }),
      (w) => ({ url: `/api/users/${w.attacker.id}/photos/${w.primaryProfilePhoto}` }),
      (w) => ({ url: `/api/users/${w.attacker.id}/photos/${w.otherProfilePhoto}` }),
    ],
  },
  'GET /api/users/:id/friend-requests': ownPath('friend-requests'),
  'GET /api/users/:id/sent-friend-requests': ownPath('sent-friend-requests'),
  'GET /api/users/:id/friends': ownPath('friends'),
  'GET /api/users/:id/friendship-status/:otherId': {
    guard: 'own-id',
    foreign: [(w) => ({ url: `/api/users/${w.victim.id}/friendship-status/${w.third.id}` })],
  },
  'POST /api/friend-requests': {
    guard: 'signed-in',
    call: (w) => ({ url: '/api/friend-requests', payload: { receiverId: w.victim.id } }),
    foreign: [
      (w) => ({ url: '/api/friend-requests', payload: { senderId: w.victim.id, receiverId: w.third.id } }),
    ],
  },
  'PUT /api/friend-requests/:requestId': {
    guard: 'own-id',
    foreign: [(w) => ({ url: `/api/friend-requests/${w.friendRequest}`, payload: { action: 'accept' } })],
  },
  'DELETE /api/friend-requests/:requestId/cancel/:userId': {
    guard: 'own-id',
    foreign: [
      (w) => ({ url: `/api/friend-requests/${w.friendRequest}/cancel/${w.victim.id}` }),
      (w) => ({ url: `/api/friend-requests/${w.friendRequest}/cancel/${w.attacker.id}` }),
    ],
  },
  'DELETE /api/users/:id/friends/:friendId': {
    guard: 'own-id',
    foreign: [(w) => ({ url: `/api/users/${w.victim.id}/friends/${w.third.id}` })],
  },
  'GET /api/users/:id/privacy-settings': ownPath('privacy-settings'),
  'PUT /api/users/:id/privacy-settings': {
    guard: 'own-id',
    foreign: [(w) => ({ url: `/api/users/${w.victim.id}/privacy-settings`, payload: { showAge: false } })],
  },
  'GET /api/users/:id/blocked-users': ownPath('blocked-users'),
  'POST /api/users/:id/blocked-users': {
    guard: 'own-id',
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/blocked-users`, payload: { blockedId: w.third.id } }),
    ],
  },
  'DELETE /api/users/:id/blocked-users/:blockedId': {
    guard: 'own-id',
    foreign: [(w) => ({ url: `/api/users/${w.victim.id}/blocked-users/${w.third.id}` })],
  },
  'POST /api/reports': {
    guard: 'signed-in',
    call: (w) => ({
      url: '/api/reports',
      payload: { reportedUserId: w.victim.id, reason: 'spam', description: 'matrix' },
    }),
    foreign: [
      (w) => ({
        url: '/api/reports',
        payload: { reporterId: w.victim.id, reportedUserId: w.third.id, reason: 'spam', description: 'x' },
      }),
    ],
  },
  'GET /api/users/:id/profile-settings': ownPath('profile-settings'),
  'PUT /api/users/:id/profile': {
    guard: 'own-id',
    foreign: [
      (w) => ({
        url: `/api/users/${w.victim.id}/profile`,
        payload: { displayName: 'Owned', location: 'Berlin' },
      }),
    ],
  },
  'PUT /api/users/:id/password': {
    guard: 'own-id',
    foreign: [
      (w) => ({
        url: `/api/users/${w.victim.id}/password`,
        payload: { currentPassword: 'secret123', newPassword: 'owned123', confirmPassword: 'owned123' },
      }),
    ],
  },
  'GET /api/users/:id/sessions': ownPath('sessions'),
  'DELETE /api/users/:id/sessions': ownPath('sessions'),
  'DELETE /api/users/:id/sessions/:handle': {
    guard: 'own-id',
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/sessions/${victimHandle(w)}` }),
      // One's own path with another member's session: not found among one's own.
      (w) => ({ url: `/api/users/${w.attacker.id}/sessions/${victimHandle(w)}` }),
    ],
  },
  'GET /api/users/:id/export-data': ownPath('export-data'),
  'GET /api/users/:id/notifications': ownPath('notifications'),
  'GET /api/users/:id/notifications/unread-count': ownPath('notifications/unread-count'),
  'PUT /api/users/:id/notifications/read': ownPath('notifications/read'),
  'GET /api/users/:id/notification-settings': ownPath('notification-settings'),
  'PUT /api/users/:id/notification-settings': {
    guard: 'own-id',
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/notification-settings`, payload: { mentions: false } }),
    ],
  },
  'PUT /api/notifications/:id/read': {
    guard: 'own-id',
    foreign: [(w) => ({ url: `/api/notifications/${w.notification}/read` })],
  },
  'GET /api/push/public-key': { guard: 'signed-in', call: () => ({ url: '/api/push/public-key' }) },
  'GET /api/users/:id/push-subscriptions': ownPath('push-subscriptions'),
  'POST /api/users/:id/push-subscriptions': {
    guard: 'own-id',
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/push-subscriptions`, payload: MATRIX_PUSH_SUBSCRIPTION }),
    ],
  },
  'DELETE /api/users/:id/push-subscriptions/:subscriptionId': {
    guard: 'own-id',
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/push-subscriptions/${w.pushSubscription}` }),
      // One's own path with another member's browser: not found among one's own.
      (w) => ({ url: `/api/users/${w.attacker.id}/push-subscriptions/${w.pushSubscription}` }),
    ],
  },
  'GET /api/users/:id/export-data.zip': ownPath('export-data.zip'),
  'DELETE /api/users/:id/account': {
    guard: 'own-id',
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/account`, payload: { confirmPassword: 'secret123' } }),
    ],
  },
  'GET /api/users/:id/cookie-consent': ownPath('cookie-consent'),
  'PUT /api/users/:id/cookie-consent': {
    guard: 'own-id',
    foreign: [
      (w) => ({
        url: `/api/users/${w.victim.id}/cookie-consent`,
        payload: { necessary: true, functional: false, analytics: true, marketing: true },
      }),
    ],
  },
  'GET /api/admin/dashboard-stats': adminGet('dashboard-stats'),
  'GET /api/admin/moderation-data': adminGet('moderation-data'),
  'GET /api/admin/users': adminGet('users'),
  'GET /api/admin/users/:id': adminGet('users', (w) => w.victim.id),
  'GET /api/admin/rooms': adminGet('rooms'),
  'GET /api/admin/audit': adminGet('audit'),
  'POST /api/admin/rooms': adminSend('rooms', () => ({ name: 'Matrix admin room' })),
  'DELETE /api/admin/rooms/:id': adminSend((w) => `rooms/${w.publicRoom}`),
  'POST /api/admin/block-user': adminSend('block-user', onVictim),
  'POST /api/admin/unblock-user': adminSend('unblock-user', onVictim),
  'POST /api/admin/ban-user': adminSend('ban-user', onVictim),
  'POST /api/admin/unban-user': adminSend('unban-user', onVictim),
  'POST /api/admin/warn-user': adminSend('warn-user', onVictim),
  'PUT /api/admin/reports/:id': adminSend(
    (w) => `reports/${w.report}`,
    () => ({ status: 'dismissed' }),
  ),
  'DELETE /api/admin/messages/:id': adminSend(
    (w) => `messages/${w.victimMessage}`,
    () => ({ reason: 'matrix' }),
  ),
  'POST /api/admin/purge-messages': adminSend('purge-messages', (w) => ({
    userId: w.victim.id,
    hours: 24,
    reason: 'x',
  })),
  // Answers 404 for every path no other route has.
  'ALL /api/*': { guard: 'public' },
  // tRPC over HTTP: each procedure has its own guard in TRPC_MATRIX.
  'ALL /trpc/:path': { guard: 'public' },
  'GET /trpc': { guard: 'signed-in', upgrade: true },
  'GET /ws': { guard: 'signed-in', upgrade: true },
};
