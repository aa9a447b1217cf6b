import { randomUUID } from 'node:crypto';
import { freshMessage, freshPublicRoom, freshReport, freshVictim } from './authorization-fresh';
import type { Fresh, RestEntry } from './authorization-matrix';
import type { World } from './authorization-world';

const onVictim = (w: World) => ({ userId: w.victim.id, reason: 'matrix' });

/** The forms of `adminUserId` a member may try: none, their own, a random id, a real admin's. */
const adminIdsOf = (w: World): (string | undefined)[] => [undefined, w.attacker.id, randomUUID(), w.adminId];

/**
 * An admin GET as a member makes it, with `adminUserId` in the query string in each form; the
 * admin's own is the first form, without it.
 */
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
  fresh?: Fresh,
): RestEntry => ({
  guard: 'admin',
  own: { fresh },
  foreign: [0, 1, 2, 3].map((form) => (w: World) => {
    const adminUserId = adminIdsOf(w)[form];
    return {
      url: `/api/admin/${typeof path === 'string' ? path : path(w)}`,
      payload: { ...body(w), ...(adminUserId ? { adminUserId } : {}) },
    };
  }),
});

/** The moderators' routes: a member is refused whatever `adminUserId` they claim. */
export const REST_ADMIN_MATRIX: Record<string, RestEntry> = {
  'GET /api/admin/dashboard-stats': adminGet('dashboard-stats'),
  'GET /api/admin/moderation-data': adminGet('moderation-data'),
  'GET /api/admin/users': adminGet('users'),
  'GET /api/admin/users/:id': adminGet('users', (w) => w.victim.id),
  'GET /api/admin/rooms': adminGet('rooms'),
  'GET /api/admin/audit': adminGet('audit'),
  'POST /api/admin/rooms': adminSend('rooms', () => ({ name: 'Matrix admin room over REST' })),
  'DELETE /api/admin/rooms/:id': adminSend((w) => `rooms/${w.publicRoom}`, undefined, freshPublicRoom),
  'POST /api/admin/block-user': adminSend('block-user', onVictim, freshVictim),
  'POST /api/admin/unblock-user': adminSend('unblock-user', onVictim, freshVictim),
  'POST /api/admin/ban-user': adminSend('ban-user', onVictim, freshVictim),
  'POST /api/admin/unban-user': adminSend('unban-user', onVictim, freshVictim),
  'POST /api/admin/warn-user': adminSend('warn-user', onVictim, freshVictim),
  'PUT /api/admin/reports/:id': adminSend(
    (w) => `reports/${w.report}`,
    () => ({ status: 'dismissed' }),
    freshReport,
  ),
  'DELETE /api/admin/messages/:id': adminSend(
    (w) => `messages/${w.victimMessage}`,
    () => ({ reason: 'matrix' }),
    freshMessage,
  ),
  'POST /api/admin/purge-messages': adminSend(
    'purge-messages',
    (w) => ({ userId: w.victim.id, hours: 24, reason: 'x' }),
    freshVictim,
  ),
};
