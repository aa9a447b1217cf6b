import {
  freshDirectChat,
  freshMessage,
  freshPendingPhoto,
  freshPrivateRoom,
  freshProfilePhotos,
  freshReadyPhoto,
  freshUploadPath,
  freshVictim,
} from './authorization-fresh';
import type { HttpCall, RestEntry } from './authorization-matrix';
import { REST_ADMIN_MATRIX } from './authorization-matrix-rest-admin';
import { REST_MEMBER_MATRIX } from './authorization-matrix-rest-members';
import type { World } from './authorization-world';

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

const inPrivateRooms = (path: (room: string) => string) => [
  (w: World) => ({ url: path(w.privateRoom) }),
  (w: World) => ({ url: path(w.directChat) }),
];

/**
 * Every REST route with its guard. Keys are `METHOD url` as Fastify registered them (HEAD left
 * out: it runs the GET's handler; ALL for a route of every method). See authorization-matrix.ts
 * for the guards.
 */
export const REST_MATRIX: Record<string, RestEntry> = {
  'GET /api/health': { guard: 'public' },
  // Readiness, public like the health check: it names which dependency failed, never why.
  'GET /api/ready': { guard: 'public' },
  // No session: the operator's METRICS_TOKEN guards it (401 without it, 404 while unset; the
  // metrics tests hold both). Outside `/api`, so the API documents leave it out.
  'GET /metrics': { guard: 'public' },
  // The API documents and their reference page: public documentation, like the health check.
  'GET /api/openapi.json': { guard: 'public' },
  'GET /api/asyncapi.json': { guard: 'public' },
  'GET /api/docs': { guard: 'public' },
  'GET /api/docs/:asset': { guard: 'public' },
  'POST /api/auth/register': { guard: 'public' },
  'POST /api/auth/login': { guard: 'public' },
  // Signed out it answers success and clears the cookie; signed in, a named id must be one's own.
  'POST /api/auth/logout': {
    guard: 'public',
    own: { fresh: freshVictim },
    foreign: [(w) => ({ url: '/api/auth/logout', payload: { userId: w.victim.id } })],
  },
  'GET /api/auth/user': { guard: 'signed-in', call: () => ({ url: '/api/auth/user' }) },
  'GET /api/auth/check-username': { guard: 'public' },
  // The mailed token is the authority: no session needed (and none for a forgotten password).
  'POST /api/auth/forgot-password': { guard: 'public' },
  'POST /api/auth/reset-password': { guard: 'public' },
  'POST /api/auth/verify-email': { guard: 'public' },
  // One-click unsubscribe: the mailed token is the proof, no session (and no Origin) is read.
  'POST /api/mail/unsubscribe': { guard: 'public' },
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
    own: { fresh: freshPrivateRoom },
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
  // A sender's own message: another's is refused (here one in a room the attacker cannot read: 404).
  'PATCH /api/messages/:messageId': {
    guard: 'own-id',
    own: { fresh: freshMessage },
    foreign: [(w) => ({ url: `/api/messages/${w.victimMessage}`, payload: { content: 'rewritten' } })],
  },
  'DELETE /api/messages/:messageId': {
    guard: 'own-id',
    own: { fresh: freshMessage },
    foreign: [(w) => ({ url: `/api/messages/${w.victimMessage}` })],
  },
  'DELETE /api/messages/:messageId/preview': {
    guard: 'own-id',
    own: { fresh: freshMessage },
    foreign: [(w) => ({ url: `/api/messages/${w.victimMessage}/preview` })],
  },
  // Any signed-in member may load a preview's image (what a public page shows, re-encoded by us).
  'GET /link-previews/:previewId': {
    guard: 'signed-in',
    call: () => ({ url: `/link-previews/${crypto.randomUUID()}` }),
  },
  'PUT /api/messages/:messageId/reactions/:emoji': {
    guard: 'member-of-room',
    own: { fresh: freshMessage },
    foreign: [(w) => ({ url: `/api/messages/${w.victimMessage}/reactions/${encodeURIComponent('👍')}` })],
  },
  'DELETE /api/messages/:messageId/reactions/:emoji': {
    guard: 'member-of-room',
    own: { fresh: freshMessage },
    foreign: [(w) => ({ url: `/api/messages/${w.victimMessage}/reactions/${encodeURIComponent('👍')}` })],
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
    own: { fresh: freshDirectChat },
    foreign: [
      (w) => ({ url: `/api/private-chat/${w.directChat}`, payload: {} }),
      (w) => ({ url: `/api/private-chat/${w.directChat}`, payload: { userId: w.victim.id } }),
    ],
  },
  'GET /api/private-chats/:roomId/read-receipt': {
    guard: 'member-of-room',
    foreign: [(w) => ({ url: `/api/private-chats/${w.directChat}/read-receipt` })],
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
    own: { fresh: freshPendingPhoto },
    foreign: [(w) => ({ url: `/api/photos/${w.pendingPhotoId}/complete` })],
  },
  'PUT /api/photos/upload/:token': {
    guard: 'own-id',
    own: { fresh: freshUploadPath },
    foreign: [(w) => ({ url: w.uploadPath, payload: w.photo, contentType: 'image/jpeg' })],
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
    own: { fresh: freshReadyPhoto },
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/photos`, payload: { photoUrl: w.readyPhotoUrl } }),
      // Someone else's photo through one's own path.
      (w) => ({ url: `/api/users/${w.attacker.id}/photos`, payload: { photoUrl: w.readyPhotoUrl } }),
    ],
  },
  'PUT /api/users/:id/photos/:photoId/primary': {
    guard: 'own-id',
    own: { fresh: freshProfilePhotos },
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/photos/${w.otherProfilePhoto}/primary` }),
      (w) => ({ url: `/api/users/${w.attacker.id}/photos/${w.otherProfilePhoto}/primary` }),
    ],
  },
  'DELETE /api/users/:id/photos/:photoId': {
    guard: 'own-id',
    own: { fresh: freshProfilePhotos },
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/photos/${w.primaryProfilePhoto}` }),
      (w) => ({ url: `/api/users/${w.attacker.id}/photos/${w.primaryProfilePhoto}` }),
      (w) => ({ url: `/api/users/${w.attacker.id}/photos/${w.otherProfilePhoto}` }),
    ],
  },
  ...REST_MEMBER_MATRIX,
  ...REST_ADMIN_MATRIX,
  // Answers 404 for every path no other route has.
  'ALL /api/*': { guard: 'public' },
  // tRPC over HTTP: each procedure has its own guard in TRPC_MATRIX.
  'ALL /trpc/:path': { guard: 'public' },
  'GET /trpc': { guard: 'signed-in', upgrade: true },
  'GET /ws': { guard: 'signed-in', upgrade: true },
};
