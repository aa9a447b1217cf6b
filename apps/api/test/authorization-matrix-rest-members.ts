import { sessionHandle } from '../src/services/account/active-sessions';
import {
  freshBlocked,
  freshFriend,
  freshFriendRequest,
  freshNotification,
  freshPushSubscription,
  freshThird,
  freshVictim,
} from './authorization-fresh';
import type { Fresh, RestEntry } from './authorization-matrix';
import { MATRIX_PUSH_SUBSCRIPTION, type World } from './authorization-world';

/** The handle of the victim's session, as their list of devices would show it. */
const victimHandle = (w: World) => sessionHandle(w.victim.cookie.split('=')[1] ?? '');

/** A path of the member's own (`/api/users/{id}/…`): another member's id is refused. */
const ownPath = (rest: string, fresh?: Fresh): RestEntry => ({
  guard: 'own-id',
  own: { fresh },
  foreign: [(w) => ({ url: `/api/users/${w.victim.id}/${rest}` })],
});

/** A member's own things: friends, blocks, reports, settings, sessions, notifications, the account. */
export const REST_MEMBER_MATRIX: Record<string, RestEntry> = {
  'GET /api/users/:id/friend-requests': ownPath('friend-requests'),
  'GET /api/users/:id/sent-friend-requests': ownPath('sent-friend-requests'),
  'GET /api/users/:id/friends': ownPath('friends'),
  'GET /api/users/:id/friendship-status/:otherId': {
    guard: 'own-id',
    foreign: [(w) => ({ url: `/api/users/${w.victim.id}/friendship-status/${w.third.id}` })],
  },
  'POST /api/friend-requests': {
    guard: 'signed-in',
    // The victim has asked the third member already.
    own: { fresh: freshThird },
    call: (w) => ({ url: '/api/friend-requests', payload: { receiverId: w.victim.id } }),
    foreign: [
      (w) => ({ url: '/api/friend-requests', payload: { senderId: w.victim.id, receiverId: w.third.id } }),
    ],
  },
  'PUT /api/friend-requests/:requestId': {
    guard: 'own-id',
    // The request is the third member's to answer.
    own: { by: 'third', fresh: freshFriendRequest },
    foreign: [(w) => ({ url: `/api/friend-requests/${w.friendRequest}`, payload: { action: 'accept' } })],
  },
  'DELETE /api/friend-requests/:requestId/cancel/:userId': {
    guard: 'own-id',
    own: { fresh: freshFriendRequest },
    foreign: [
      (w) => ({ url: `/api/friend-requests/${w.friendRequest}/cancel/${w.victim.id}` }),
      (w) => ({ url: `/api/friend-requests/${w.friendRequest}/cancel/${w.attacker.id}` }),
    ],
  },
  'DELETE /api/users/:id/friends/:friendId': {
    guard: 'own-id',
    own: { fresh: freshFriend },
    foreign: [(w) => ({ url: `/api/users/${w.victim.id}/friends/${w.friend}` })],
  },
  'GET /api/users/:id/privacy-settings': ownPath('privacy-settings'),
  'PUT /api/users/:id/privacy-settings': {
    guard: 'own-id',
    foreign: [(w) => ({ url: `/api/users/${w.victim.id}/privacy-settings`, payload: { showAge: false } })],
  },
  'GET /api/users/:id/blocked-users': ownPath('blocked-users'),
  'POST /api/users/:id/blocked-users': {
    guard: 'own-id',
    own: { fresh: freshThird },
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/blocked-users`, payload: { blockedId: w.third.id } }),
    ],
  },
  'DELETE /api/users/:id/blocked-users/:blockedId': {
    guard: 'own-id',
    own: { fresh: freshBlocked },
    foreign: [(w) => ({ url: `/api/users/${w.victim.id}/blocked-users/${w.blocked}` })],
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
    own: { fresh: freshVictim },
    foreign: [
      (w) => ({
        url: `/api/users/${w.victim.id}/password`,
        payload: { currentPassword: 'secret123', newPassword: 'owned123', confirmPassword: 'owned123' },
      }),
    ],
  },
  'GET /api/users/:id/email': ownPath('email'),
  'PUT /api/users/:id/email': {
    guard: 'own-id',
    foreign: [
      (w) => ({
        url: `/api/users/${w.victim.id}/email`,
        payload: { email: 'matrix@example.org', password: 'secret123' },
      }),
    ],
  },
  'GET /api/users/:id/sessions': ownPath('sessions'),
  'DELETE /api/users/:id/sessions': ownPath('sessions', freshVictim),
  'DELETE /api/users/:id/sessions/:handle': {
    guard: 'own-id',
    own: { fresh: freshVictim },
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/sessions/${victimHandle(w)}` }),
      // One's own path with another member's session: not found among one's own.
      (w) => ({ url: `/api/users/${w.attacker.id}/sessions/${victimHandle(w)}` }),
    ],
  },
  'GET /api/users/:id/export-data': ownPath('export-data'),
  'GET /api/users/:id/notifications': ownPath('notifications'),
  'GET /api/users/:id/notifications/unread-count': ownPath('notifications/unread-count'),
  'PUT /api/users/:id/notifications/read': ownPath('notifications/read', freshVictim),
  'GET /api/users/:id/notification-settings': ownPath('notification-settings'),
  'PUT /api/users/:id/notification-settings': {
    guard: 'own-id',
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/notification-settings`, payload: { mentions: false } }),
    ],
  },
  'PUT /api/notifications/:id/read': {
    guard: 'own-id',
    own: { fresh: freshNotification },
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
    own: { fresh: freshPushSubscription },
    foreign: [
      (w) => ({ url: `/api/users/${w.victim.id}/push-subscriptions/${w.pushSubscription}` }),
      // One's own path with another member's browser: not found among one's own.
      (w) => ({ url: `/api/users/${w.attacker.id}/push-subscriptions/${w.pushSubscription}` }),
    ],
  },
  'GET /api/users/:id/export-data.zip': ownPath('export-data.zip'),
  'DELETE /api/users/:id/account': {
    guard: 'own-id',
    own: { fresh: freshVictim },
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
};
