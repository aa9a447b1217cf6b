import { ZWsServerFrame } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailToken } from '../src/mail/mail-tokens';
import { pushSubscriptionOf } from './authorization-things';
import { cookiePair, ORIGIN, registration, startTestApp, type TestApp, uniqueName } from './harness';
import { listen, WsClient } from './live-clients';
import { freshAddress, outbox, tokenOf } from './mail-fixtures';
import { documentedCalls } from './openapi-answers';
import { pngBytes } from './photo-fixtures';
import { LIMITS, nextAddress } from './rate-limit-fixtures';

type Calls = Awaited<ReturnType<typeof documentedCalls>>;

/**
 * A member's conversation over REST, every answer checked against the OpenAPI document the app
 * serves (openapi-answers.ts): the document cannot drift from what the server sends. The
 * document does not depend on the database, so one kind is enough.
 */
describe.each(testDatabaseKinds().slice(0, 1))(
  'the OpenAPI document against real answers, on $name',
  (kind) => {
    let t: TestApp;
    let api: Calls;
    let wsBase: string;
    beforeAll(async () => {
      t = await startTestApp(kind, { limits: LIMITS });
      wsBase = (await listen(t.app)).ws;
      api = await documentedCalls(t.app);
    });
    afterAll(() => t.close());

    const as = (cookie: string | undefined) => ({
      get: (url: string) => api.call({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
      send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
        api.call({
          method,
          url,
          headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(payload ? { payload } : {}),
        }),
    });

    async function register() {
      const body = registration(uniqueName('doc'));
      const res = await api.call({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextAddress(),
        headers: { origin: ORIGIN },
        payload: body,
      });
      expect(res.statusCode).toBe(201);
      return { ...(res.json() as { id: string; username: string }), password: body.password };
    }

    async function cookieOf(member: { username: string; password: string }): Promise<string> {
      const res = await api.call({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextAddress(),
        headers: { origin: ORIGIN },
        payload: { username: member.username, password: member.password },
      });
      expect(res.statusCode).toBe(200);
      return cookiePair(res.headers['set-cookie']);
    }

    it('serves answers as documented through a whole conversation', async () => {
      const anna = await register();
      const ben = await register();

      const annaCookie = await cookieOf(anna);
      const a = as(annaCookie);
      const benCookie = await cookieOf(ben);
      const b = as(benCookie);
      const signedOut = as(undefined);

      expect((await signedOut.get('/api/health')).statusCode).toBe(200);
      expect((await signedOut.get('/api/ready')).statusCode).toBe(200);
      for (const document of ['/api/openapi.json', '/api/asyncapi.json', '/api/docs', '/api/docs/start.js']) {
        expect((await signedOut.get(document)).statusCode, document).toBe(200);
      }
      expect(
        (await signedOut.get(`/api/auth/check-username?username=${uniqueName('free')}`)).statusCode,
      ).toBe(200);
      expect((await signedOut.get('/api/geocode/validate?city=Berlin')).statusCode).toBe(200);
      expect((await signedOut.get('/api/geocode/suggest?q=Ber')).statusCode).toBe(200);
      expect((await a.get('/api/auth/user')).statusCode).toBe(200);
      expect((await signedOut.get('/api/auth/user')).statusCode).toBe(401);

      // Rooms: the list, a new room, a refused one, joining, the room.
      expect((await a.get('/api/rooms')).statusCode).toBe(200);
      const created = await a.send('POST', '/api/rooms', {
        name: uniqueName('Docs'),
        description: 'Reading',
      });
      expect(created.statusCode).toBe(201);
      const roomId = (created.json() as { id: string }).id;
      expect((await a.send('POST', '/api/rooms', { name: '  ' })).statusCode).toBe(400);
      expect((await b.send('POST', `/api/rooms/${roomId}/join`)).statusCode).toBe(200);
      expect((await a.get(`/api/rooms/${roomId}`)).statusCode).toBe(200);
      expect((await a.get('/api/rooms/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

      // A message sent over /ws, then the history and what was missed, an edit and a reaction.
      const socket = await WsClient.open(wsBase, annaCookie);
      await socket.join(anna.id, roomId);
      socket.send({
        type: 'message',
        content: 'Hello from the docs',
        messageType: 'text',
        mentionedUserIds: [],
      });
      const sent = await socket.next((f) => f.type === 'new_message', 'the new message');
      expect(ZWsServerFrame.safeParse(sent).success).toBe(true);
      await socket.close();
      const messageId = (sent.message as { id: string }).id;
      expect(
        (await a.send('PATCH', `/api/messages/${messageId}`, { content: 'Hello, edited' })).statusCode,
      ).toBe(200);
      expect(
        (await b.send('PUT', `/api/messages/${messageId}/reactions/${encodeURIComponent('👍')}`)).statusCode,
      ).toBe(200);
      const page = await b.get(`/api/rooms/${roomId}/messages?limit=10`);
      expect(page.statusCode).toBe(200);
      expect((page.json() as { items: unknown[] }).items).toHaveLength(1);
      expect(
        (await b.get(`/api/rooms/${roomId}/messages/since?timestamp=2020-01-01T00:00:00.000Z`)).statusCode,
      ).toBe(200);
      expect((await a.send('PUT', `/api/rooms/${roomId}/read`, { sequenceId: 1 })).statusCode).toBe(200);

      // Profile and settings.
      expect((await a.get(`/api/users/${anna.id}/profile-settings`)).statusCode).toBe(200);
      expect(
        (await a.send('PUT', `/api/users/${anna.id}/profile`, { displayName: 'Anna K', location: 'Berlin' }))
          .statusCode,
      ).toBe(200);
      expect((await a.get(`/api/users/${ben.id}/profile-settings`)).statusCode).toBe(403);
      expect((await a.get(`/api/users/${anna.id}/privacy-settings`)).statusCode).toBe(200);
      expect((await a.get(`/api/users/${anna.id}/notification-settings`)).statusCode).toBe(200);
      expect((await a.get(`/api/users/${anna.id}/sessions`)).statusCode).toBe(200);
      expect((await a.get(`/api/users/${anna.id}/cookie-consent`)).statusCode).toBe(200);
      expect((await a.get(`/api/users/${anna.id}/photos`)).statusCode).toBe(200);
      expect((await a.get('/api/users/with-distance')).statusCode).toBe(200);

      // Friends, then a private chat between the two.
      expect((await a.send('POST', '/api/friend-requests', { receiverId: ben.id })).statusCode).toBe(201);
      const received = await b.get(`/api/users/${ben.id}/friend-requests`);
      const requestId = (received.json() as { friendRequests: { id: string }[] }).friendRequests[0]?.id;
      expect((await a.get(`/api/users/${anna.id}/sent-friend-requests`)).statusCode).toBe(200);
      expect(
        (await b.send('PUT', `/api/friend-requests/${requestId}`, { action: 'accept' })).statusCode,
      ).toBe(200);
      expect((await a.get(`/api/users/${anna.id}/friends`)).statusCode).toBe(200);
      expect((await a.get(`/api/users/${anna.id}/friendship-status/${ben.id}`)).statusCode).toBe(200);
      const chat = await a.send('POST', '/api/private-chat/create', { user2Id: ben.id });
      expect(chat.statusCode).toBe(200);
      const chatId = (chat.json() as { room: { id: string } }).room.id;
      expect((await a.get(`/api/private-chats/${chatId}/read-receipt`)).statusCode).toBe(200);
      expect((await a.get(`/api/chat-data/${anna.id}`)).statusCode).toBe(200);
      expect((await b.get(`/api/users/${ben.id}/notifications`)).statusCode).toBe(200);
      expect((await b.get(`/api/users/${ben.id}/notifications/unread-count`)).statusCode).toBe(200);
      expect((await a.get(`/api/users/${anna.id}/blocked-users`)).statusCode).toBe(200);

      // Search, until the test limits (two searches a minute) answer 429 with Retry-After.
      expect((await a.get('/api/search/messages?q=edited')).statusCode).toBe(200);
      expect((await a.get(`/api/search/users?q=${ben.username.slice(0, 5)}`)).statusCode).toBe(200);
      expect((await a.get('/api/search/rooms?q=Docs')).statusCode).toBe(429);

      // The administrator's views.
      await usersQueries.setRole(t.deps.db, anna.username, 'admin');
      for (const path of [
        'dashboard-stats',
        'moderation-data',
        'users',
        `users/${ben.id}`,
        'rooms',
        'audit',
      ]) {
        expect((await a.get(`/api/admin/${path}`)).statusCode, path).toBe(200);
      }
      expect((await b.get('/api/admin/rooms')).statusCode).toBe(403);

      expect((await a.send('POST', '/api/auth/logout')).statusCode).toBe(200);
    });

    it('serves the other paths as documented: photos, settings, relations, exports, moderation, erasure', async () => {
      const anna = await register();
      const ben = await register();
      const annaCookie = await cookieOf(anna);
      const a = as(annaCookie);
      const b = as(await cookieOf(ben));

      // A photo: its upload URL, the bytes, the profile photo it becomes, the photo itself.
      const ticket = await a.send('POST', '/api/photos/upload-url', { fileName: 'me.png' });
      expect(ticket.statusCode).toBe(200);
      const { uploadURL, photoUrl, photoId } = ticket.json() as Record<string, string>;
      const uploaded = await api.call({
        method: 'PUT',
        url: uploadURL ?? '',
        headers: { origin: ORIGIN, cookie: annaCookie, 'content-type': 'image/png' },
        payload: await pngBytes(),
      });
      expect(uploaded.statusCode).toBe(200);
      expect((await a.get(photoUrl ?? '')).statusCode).toBe(200);
      expect((await a.send('POST', `/api/photos/${photoId}/complete`)).statusCode).toBe(200);
      const added = await a.send('POST', `/api/users/${anna.id}/photos`, { photoUrl });
      expect(added.statusCode).toBe(201);
      const profilePhotoId = (added.json() as { id: string }).id;
      expect((await a.send('PUT', `/api/users/${anna.id}/photos/${profilePhotoId}/primary`)).statusCode).toBe(
        200,
      );
      expect((await a.send('DELETE', `/api/users/${anna.id}/photos/${profilePhotoId}`)).statusCode).toBe(200);

      // Settings.
      expect(
        (await a.send('PUT', `/api/users/${anna.id}/privacy-settings`, { showAge: false })).statusCode,
      ).toBe(200);
      expect(
        (await a.send('PUT', `/api/users/${anna.id}/notification-settings`, { soundEnabled: false }))
          .statusCode,
      ).toBe(200);
      const consent = { necessary: true, functional: true, analytics: false, marketing: false };
      expect((await a.send('PUT', `/api/users/${anna.id}/cookie-consent`, consent)).statusCode).toBe(200);
      expect((await a.get('/api/push/public-key')).statusCode).toBe(200);
      expect((await a.get(`/api/users/${anna.id}/push-subscriptions`)).statusCode).toBe(200);
      const subscription = pushSubscriptionOf(uniqueName('docs'));
      const subscribed = await a.send('POST', `/api/users/${anna.id}/push-subscriptions`, {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      });
      expect(subscribed.statusCode).toBe(201);
      const device = (subscribed.json() as { id: string }).id;
      expect((await a.send('DELETE', `/api/users/${anna.id}/push-subscriptions/${device}`)).statusCode).toBe(
        200,
      );
      // Signed in twice more: one of those sessions ended by its handle, then all but this one.
      await cookieOf(anna);
      await cookieOf(anna);
      const sessions = (await a.get(`/api/users/${anna.id}/sessions`)).json() as {
        handle: string;
        current: boolean;
      }[];
      const other = sessions.find((session) => !session.current)?.handle;
      expect((await a.send('DELETE', `/api/users/${anna.id}/sessions/${other}`)).statusCode).toBe(200);
      expect((await a.send('DELETE', `/api/users/${anna.id}/sessions`)).statusCode).toBe(200);

      // A room: its notification level, a message deleted and a reaction taken back, then leaving.
      const room = (await b.send('POST', '/api/rooms', { name: uniqueName('Other docs') })).json() as {
        id: string;
      };
      expect(
        (await b.send('POST', '/api/rooms', { name: (await b.get(`/api/rooms/${room.id}`)).json().name }))
          .statusCode,
      ).toBe(409);
      expect((await a.send('POST', `/api/rooms/${room.id}/join`)).statusCode).toBe(200);
      expect(
        (await a.send('PUT', `/api/rooms/${room.id}/notification-level`, { level: 'mentions' })).statusCode,
      ).toBe(200);
      const socket = await WsClient.open(wsBase, annaCookie);
      await socket.join(anna.id, room.id);
      socket.send({ type: 'message', content: 'See you at the book club', mentionedUserIds: [] });
      const sent = await socket.next((f) => f.type === 'new_message', 'the message');
      socket.send({ type: 'message', content: 'One for the moderators', mentionedUserIds: [] });
      const reported = await socket.next(
        (f) => f.type === 'new_message' && (f.message as { content: string }).content.startsWith('One'),
        'the second message',
      );
      await socket.close();
      const messageId = (sent.message as { id: string }).id;
      const reportedId = (reported.message as { id: string }).id;
      const thumbsUp = `/api/messages/${messageId}/reactions/${encodeURIComponent('👍')}`;
      expect((await b.send('PUT', thumbsUp)).statusCode).toBe(200);
      expect((await b.send('DELETE', thumbsUp)).statusCode).toBe(200);
      expect((await a.send('DELETE', `/api/messages/${messageId}/preview`)).statusCode).toBe(200);
      expect((await a.send('DELETE', `/api/messages/${messageId}`)).statusCode).toBe(200);
      expect((await a.send('POST', `/api/rooms/${room.id}/leave`)).statusCode).toBe(200);

      // Relations: a request taken back, a friendship ended, a block lifted, a report, a chat closed.
      const asked = await a.send('POST', '/api/friend-requests', { receiverId: ben.id });
      const requestId = (asked.json() as { requestId: string }).requestId;
      expect((await a.send('DELETE', `/api/friend-requests/${requestId}/cancel/${anna.id}`)).statusCode).toBe(
        200,
      );
      await a.send('POST', '/api/friend-requests', { receiverId: ben.id });
      expect((await b.send('POST', '/api/friend-requests', { receiverId: anna.id })).statusCode).toBe(201);
      expect((await a.send('DELETE', `/api/users/${anna.id}/friends/${ben.id}`)).statusCode).toBe(200);
      const chat = (await a.send('POST', '/api/private-chat/create', { user2Id: ben.id })).json() as {
        room: { id: string };
      };
      expect((await a.send('DELETE', `/api/private-chat/${chat.room.id}`)).statusCode).toBe(200);
      const report = { reportedUserId: ben.id, reason: 'spam', description: 'Adverts in every room' };
      expect((await a.send('POST', '/api/reports', report)).statusCode).toBe(201);
      expect(
        (await a.send('POST', `/api/users/${anna.id}/blocked-users`, { blockedId: ben.id })).statusCode,
      ).toBe(201);
      expect((await a.send('DELETE', `/api/users/${anna.id}/blocked-users/${ben.id}`)).statusCode).toBe(200);

      // Notifications: the friend request made some for Ben.
      const notifications = (await b.get(`/api/users/${ben.id}/notifications`)).json() as { id: string }[];
      expect((await b.send('PUT', `/api/notifications/${notifications[0]?.id}/read`)).statusCode).toBe(200);
      expect((await b.send('PUT', `/api/users/${ben.id}/notifications/read`)).statusCode).toBe(200);

      // Mail: an unsubscribe link from a mail, as the page sends it, then a made-up one.
      await t.deps.db
        .updateTable('users')
        .set({ email: `${ben.username}@example.org` })
        .where('id', '=', ben.id)
        .execute();
      // A token as a mail carries one (the mail itself is the delivery tests' matter).
      const token = await createMailToken(t.deps.db, {
        userId: ben.id,
        purpose: 'unsubscribe',
        detail: 'weeklyHighlights',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      expect((await as(undefined).send('POST', '/api/mail/unsubscribe', { token })).statusCode).toBe(200);
      expect(
        (await as(undefined).send('POST', '/api/mail/unsubscribe', { token: 'A'.repeat(43) })).statusCode,
      ).toBe(400);

      // The administrator: a room made and deleted, a report decided, every moderation step.
      const admin = await register();
      await usersQueries.setRole(t.deps.db, admin.username, 'admin');
      const m = as(await cookieOf(admin));
      const adminRoom = (
        await m.send('POST', '/api/admin/rooms', { name: uniqueName('Admin docs') })
      ).json() as { id: string };
      expect((await m.send('DELETE', `/api/admin/rooms/${adminRoom.id}`)).statusCode).toBe(200);
      const queue = (await m.get('/api/admin/moderation-data')).json() as { reports: { id: string }[] };
      const decision = { status: 'resolved', adminNotes: 'Handled' };
      expect((await m.send('PUT', `/api/admin/reports/${queue.reports[0]?.id}`, decision)).statusCode).toBe(
        200,
      );
      const step = { userId: ben.id, reason: 'Adverts' };
      for (const path of ['warn-user', 'block-user', 'unblock-user', 'ban-user', 'unban-user']) {
        expect((await m.send('POST', `/api/admin/${path}`, step)).statusCode, path).toBe(200);
      }
      expect((await m.send('POST', '/api/admin/purge-messages', { ...step, hours: 1 })).statusCode).toBe(200);
      expect(
        (await m.send('DELETE', `/api/admin/messages/${reportedId}`, { reason: 'Adverts' })).statusCode,
      ).toBe(200);

      // The member's data, a new password, and the account erased.
      expect((await a.get(`/api/users/${anna.id}/export-data`)).statusCode).toBe(200);
      expect((await a.get(`/api/users/${anna.id}/export-data.zip`)).statusCode).toBe(200);
      const password = 'Lantern-Harbour-Tangerine-42';
      const change = { currentPassword: anna.password, newPassword: password, confirmPassword: password };
      expect((await a.send('PUT', `/api/users/${anna.id}/password`, change)).statusCode).toBe(200);
      expect(
        (await a.send('DELETE', `/api/users/${anna.id}/account`, { confirmPassword: password })).statusCode,
      ).toBe(200);
    });

    it('serves the e-mail paths as documented: an address, its link, a password reset', async () => {
      const anna = await register();
      const a = as(await cookieOf(anna));
      const signedOut = as(undefined);
      const email = freshAddress('docs');
      expect(
        (await a.send('PUT', `/api/users/${anna.id}/email`, { email, password: anna.password })).statusCode,
      ).toBe(200);
      expect((await a.get(`/api/users/${anna.id}/email`)).json()).toEqual({
        email: null,
        pendingEmail: email,
      });
      const [link] = await outbox(t.deps, { userId: anna.id, kind: 'verifyEmail' });
      expect(
        (await signedOut.send('POST', '/api/auth/verify-email', { token: tokenOf(link) })).statusCode,
      ).toBe(200);
      expect((await signedOut.send('POST', '/api/auth/forgot-password', { login: email })).statusCode).toBe(
        200,
      );
      const [reset] = await outbox(t.deps, { userId: anna.id, kind: 'passwordReset' });
      const password = 'reset for the docs';
      const body = { token: tokenOf(reset), password, confirmPassword: password };
      expect((await signedOut.send('POST', '/api/auth/reset-password', body)).statusCode).toBe(200);
    });

    it('checked the statuses a client must handle, each as documented', () => {
      const statuses = new Set([...api.checked].map((key) => key.split(' ').pop()));
      expect([...statuses].sort()).toEqual(['200', '201', '400', '401', '403', '404', '409', '429']);
      // Every documented operation was called at least once.
      const called = new Set([...api.checked].map((key) => key.split(' ').slice(0, 2).join(' ')));
      const documented = Object.entries(api.doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      );
      // A link preview's image needs a web page the server reads: link-previews.test.ts serves one.
      expect(documented.filter((key) => !called.has(key))).toEqual(['GET /link-previews/{previewId}']);
    });
  },
);
