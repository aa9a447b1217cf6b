import { TEXT, ZPushDevice } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callerFor, ORIGIN, startTestApp, type TestApp, testConfig } from './harness';
import { type LiveMember, liveMember } from './live-fixtures';
import { countedSoFar } from './metrics-text';
import {
  browserKeys,
  decryptPushBody,
  type PushStandIn,
  startPushStandIn,
  verifiedVapidClaims,
} from './push-service-stand-in';

/**
 * Web Push end to end: a member's browser subscribes through the REST path, a notification made
 * while they have no live connection goes to the push service, which checks the VAPID header
 * and decrypts the body with the browser's keys.
 */
describe.each(testDatabaseKinds())('Web Push on $name', (kind) => {
  let push: PushStandIn;
  let t: TestApp;
  beforeAll(async () => {
    push = await startPushStandIn();
    const base = testConfig();
    t = await startTestApp(kind, { push: { ...base.push, extraEndpointOrigins: [push.origin] } });
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    member: LiveMember,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: member.cookie } });
  let endpoints = 0;
  const subscribe = async (member: LiveMember) => {
    endpoints += 1;
    const browser = browserKeys();
    const path = `/push/${endpoints}`;
    const response = await call('POST', `/api/users/${member.id}/push-subscriptions`, member, {
      endpoint: `${push.origin}${path}`,
      keys: browser.json,
    });
    expect(response.statusCode).toBe(201);
    return { browser, path, device: ZPushDevice.parse(response.json()) };
  };
  const sentTo = async (path: string) => {
    await t.deps.push.settled();
    return push.received.filter((request) => request.path === path);
  };
  const befriend = (from: LiveMember, to: LiveMember) =>
    call('POST', '/api/friend-requests', from, { receiverId: to.id });

  it('a friend request reaches a member with no open tab: VAPID-signed, encrypted for their browser', async () => {
    const ann = await liveMember(t.app);
    const ben = await liveMember(t.app);
    const { browser, path } = await subscribe(ben);
    const key = await call('GET', '/api/push/public-key', ben);
    expect((await befriend(ann, ben)).statusCode).toBeLessThan(300);

    const [request, ...more] = await sentTo(path);
    expect(more).toEqual([]);
    expect(request?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'normal',
    });
    const claims = verifiedVapidClaims(request?.headers.authorization as string | undefined);
    expect(claims).toMatchObject({
      aud: push.origin,
      sub: 'mailto:push@nahbar.invalid',
      k: key.json().publicKey,
    });
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    expect(Number(claims.exp)).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);

    const payload = JSON.parse(decryptPushBody(request?.body ?? Buffer.alloc(0), browser));
    expect(payload).toMatchObject({
      type: 'friend_request',
      title: TEXT.notifications.friendRequestTitle,
      body: TEXT.notifications.friendRequestBody(ann.actor.displayName),
      url: '/friends',
      priority: 'normal',
    });
    // Another browser's keys cannot read it.
    expect(() => decryptPushBody(request?.body ?? Buffer.alloc(0), browserKeys())).toThrow();
  });

  it('a private message is pushed without its words; nothing while the member is online or quiet', async () => {
    const ann = await liveMember(t.app);
    const ben = await liveMember(t.app);
    await befriend(ann, ben);
    await befriend(ben, ann);
    const { browser, path } = await subscribe(ben);
    const chat = await call('POST', '/api/private-chat/create', ann, { user1Id: ann.id, user2Id: ben.id });
    const roomId = String(chat.json().room.id);
    const say = (content: string) =>
      callerFor(t.deps, ann.actor).caller.messages.send({ roomId, content, mentionedUserIds: [] });
    const before = (await sentTo(path)).length;
    await say('Streng geheim: 1234');
    const pushed = (await sentTo(path)).slice(before);
    expect(pushed).toHaveLength(1);
    const text = decryptPushBody(pushed[0]?.body ?? Buffer.alloc(0), browser);
    expect(JSON.parse(text)).toMatchObject({
      type: 'private_message',
      title: TEXT.notifications.privateMessageTitle(ann.actor.displayName),
      url: `/chat/${roomId}`,
    });
    expect(text).not.toContain('geheim');

    // Online somewhere: the live tabs tell the member; no push.
    await call('PUT', `/api/users/${ben.id}/notifications/read`, ben);
    await t.deps.db.updateTable('users').set({ isOnline: true }).where('id', '=', ben.id).execute();
    await say('Bist du da?');
    expect((await sentTo(path)).length).toBe(before + 1);
    await t.deps.db.updateTable('users').set({ isOnline: false }).where('id', '=', ben.id).execute();

    // Quiet hours this very hour on the member's clock: stored and counted, not pushed.
    await call('PUT', `/api/users/${ben.id}/notifications/read`, ben);
    const hour = new Date().getUTCHours();
    const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    const quiet = await call('PUT', `/api/users/${ben.id}/notification-settings`, ben, {
      quietHoursEnabled: true,
      quietHoursStart: at(hour),
      quietHoursEnd: at(hour + 1),
      timeZone: 'UTC',
    });
    expect(quiet.statusCode).toBe(200);
    await say('Gute Nacht');
    expect((await sentTo(path)).length).toBe(before + 1);
    const unread = await call('GET', `/api/users/${ben.id}/notifications/unread-count`, ben);
    expect(unread.json()).toEqual({ count: 1 });
  });

  it('a subscription the push service says is gone (410) is removed; one that failed otherwise stays', async () => {
    const ann = await liveMember(t.app);
    const ben = await liveMember(t.app);
    const gone = await subscribe(ben);
    const failing = await subscribe(ben);
    push.answer(gone.path, 410);
    push.answer(failing.path, 500);
    await t.deps.push.settled();
    const goneBefore = await countedSoFar(t.deps, 'nahbar_push_sends_total{outcome="gone"}');
    const failedBefore = await countedSoFar(t.deps, 'nahbar_push_sends_total{outcome="failed"}');
    await befriend(ann, ben);
    expect(await sentTo(gone.path)).toHaveLength(1);
    expect(await sentTo(failing.path)).toHaveLength(1);
    await t.deps.push.settled();
    expect(await countedSoFar(t.deps, 'nahbar_push_sends_total{outcome="gone"}')).toBe(goneBefore + 1);
    expect(await countedSoFar(t.deps, 'nahbar_push_sends_total{outcome="failed"}')).toBe(failedBefore + 1);
    const list = await call('GET', `/api/users/${ben.id}/push-subscriptions`, ben);
    expect(
      z
        .array(ZPushDevice)
        .parse(list.json())
        .map((d) => d.id),
    ).toEqual([failing.device.id]);
  });

  it('lists and removes one’s own browsers; refuses endpoints outside the push services', async () => {
    const ben = await liveMember(t.app);
    const eve = await liveMember(t.app);
    const { device } = await subscribe(ben);
    const listed = await call('GET', `/api/users/${ben.id}/push-subscriptions`, ben);
    expect(listed.json()).toEqual([device]);
    expect((await call('GET', `/api/users/${ben.id}/push-subscriptions`, eve)).statusCode).toBe(403);
    const foreign = await call('DELETE', `/api/users/${eve.id}/push-subscriptions/${device.id}`, eve);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: TEXT.notifications.pushSubscriptionNotFound });

    for (const endpoint of [
      'http://127.0.0.1:6379/',
      'https://169.254.169.254/latest',
      'javascript:alert(1)',
    ]) {
      const refused = await call('POST', `/api/users/${ben.id}/push-subscriptions`, ben, {
        endpoint,
        keys: browserKeys().json,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: TEXT.notifications.pushSubscriptionInvalid });
    }
    // The data export names the browser and its push service, never the push address itself.
    const exported = (await call('GET', `/api/users/${ben.id}/export-data`, ben)).json();
    expect(exported.notifiedBrowsers).toEqual([
      {
        pushService: push.origin,
        userAgent: expect.any(String),
        addedAt: device.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(exported)).not.toContain(device.endpoint);
    const removed = await call('DELETE', `/api/users/${ben.id}/push-subscriptions/${device.id}`, ben);
    expect(removed.json()).toEqual({ success: true });
    expect((await call('GET', `/api/users/${ben.id}/push-subscriptions`, ben)).json()).toEqual([]);
  });

  it('refuses an endpoint another member holds, and leaves it with them', async () => {
    const ann = await liveMember(t.app);
    const eve = await liveMember(t.app);
    const { device } = await subscribe(ann);
    const taken = await call('POST', `/api/users/${eve.id}/push-subscriptions`, eve, {
      endpoint: device.endpoint,
      keys: browserKeys().json,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: TEXT.notifications.pushEndpointTaken });
    const eveCaller = callerFor(t.deps, eve.actor, eve.cookie.split('=')[1] ?? null).caller;
    await expect(
      eveCaller.notifications.subscribePush({ endpoint: device.endpoint, keys: browserKeys().json }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await call('GET', `/api/users/${ann.id}/push-subscriptions`, ann)).json()).toEqual([device]);
    expect((await call('GET', `/api/users/${eve.id}/push-subscriptions`, eve)).json()).toEqual([]);
    // Its own member subscribes it again with new keys: the same browser, still theirs.
    const again = await call('POST', `/api/users/${ann.id}/push-subscriptions`, ann, {
      endpoint: device.endpoint,
      keys: browserKeys().json,
    });
    expect(again.statusCode).toBe(201);
    expect(ZPushDevice.parse(again.json()).id).toBe(device.id);
  });

  it('refuses keys that cannot encrypt: a p256dh off the P-256 curve, an auth secret not of 16 bytes', async () => {
    const ben = await liveMember(t.app);
    const good = browserKeys().json;
    const point = Buffer.from(good.p256dh, 'base64url');
    point[64] = (point[64] ?? 0) ^ 1;
    const offCurve = point.toString('base64url');
    const zeros = Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64url');
    const notUncompressed = Buffer.concat([Buffer.from([5]), point.subarray(1)]).toString('base64url');
    const shortAuth = Buffer.alloc(12, 7).toString('base64url');
    endpoints += 1;
    const endpoint = `${push.origin}/push/${endpoints}`;
    for (const keys of [
      { ...good, p256dh: offCurve },
      { ...good, p256dh: zeros },
      { ...good, p256dh: notUncompressed },
      { ...good, auth: shortAuth },
    ]) {
      const refused = await call('POST', `/api/users/${ben.id}/push-subscriptions`, ben, { endpoint, keys });
      expect(refused.statusCode, JSON.stringify(keys)).toBe(400);
      expect(refused.json()).toMatchObject({ message: TEXT.notifications.pushSubscriptionInvalid });
    }
    const benCaller = callerFor(t.deps, ben.actor, ben.cookie.split('=')[1] ?? null).caller;
    await expect(
      benCaller.notifications.subscribePush({ endpoint, keys: { ...good, p256dh: offCurve } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await call('GET', `/api/users/${ben.id}/push-subscriptions`, ben)).json()).toEqual([]);
    // The same endpoint with the browser's real keys is taken.
    const accepted = await call('POST', `/api/users/${ben.id}/push-subscriptions`, ben, {
      endpoint,
      keys: good,
    });
    expect(accepted.statusCode).toBe(201);
  });
});
