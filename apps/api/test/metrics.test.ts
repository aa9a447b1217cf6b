import { randomBytes } from 'node:crypto';
import { mailOutboxQueries, roomMembersQueries, roomsQueries } from '@nahbar/db';
import { testDatabaseKinds, testServiceUrl } from '@nahbar/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { MetricsConfig } from '../src/config';
import type { Actor, AppDeps } from '../src/deps';
import { callerFor, ORIGIN, startTestApp, type TestApp, testConfig, uniqueName } from './harness';
import { eventually, listen, recordSubscription, trpcLiveClient, WsClient } from './live-clients';
import { parseMetrics, type Scraped, sampleOf } from './metrics-text';
import { LIMITS, member } from './rate-limit-fixtures';

const TOKEN = 'a-scrape-token-of-32-characters!';
const WITH_TOKEN: MetricsConfig = { token: TOKEN, port: undefined, host: '127.0.0.1' };

/** `GET /metrics` of `app` with the token, parsed. */
async function scrapeOf(app: FastifyInstance): Promise<Scraped & { text: string }> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { text: res.body, ...parseMetrics(res.body) };
}

/** A series' value, 0 while nothing has been counted under it. */
const countOf = (scraped: Scraped, series: string) => scraped.samples.get(series) ?? 0;

/** A room with `members` in it, made by the first. */
async function roomOf(deps: AppDeps, members: Actor[]): Promise<string> {
  const [first] = members;
  if (!first) throw new Error('no member');
  const room = await roomsQueries.insert(deps.db, {
    name: uniqueName('metrics'),
    description: null,
    isPrivate: false,
    createdBy: first.id,
  });
  for (const one of members) await roomMembersQueries.add(deps.db, room.id, one.id);
  return room.id;
}

/**
 * `GET /metrics` with the token, on each kind of database: what the hot paths counted (an HTTP
 * request, a send through the tRPC caller, a refused send) and what a scrape reads (sockets,
 * rooms followed, the outbox, readiness), in the Prometheus text format.
 */
describe.each(testDatabaseKinds())('metrics with a token, on $name', (kind) => {
  let t: TestApp;
  let wsBase: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { limits: LIMITS, metrics: WITH_TOKEN });
    wsBase = (await listen(t.app)).ws;
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return { text: res.body, ...parseMetrics(res.body) };
  };

  it('serves what was counted in the text format: requests by route, sends, refusals, gauges', async () => {
    const anna = await member(t.app);
    const room = await roomsQueries.insert(t.deps.db, {
      name: uniqueName('metrics'),
      description: null,
      isPrivate: false,
      createdBy: anna.actor.id,
    });
    await roomMembersQueries.add(t.deps.db, room.id, anna.actor.id);
    await mailOutboxQueries.insert(t.deps.db, {
      userId: null,
      toAddress: 'waiting@example.org',
      kind: 'emailTaken',
      locale: 'en',
      data: {},
    });

    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const roomRes = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${room.id}`,
      headers: { cookie: anna.cookie, origin: ORIGIN },
    });
    expect(roomRes.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/no-such-page/123' })).statusCode).toBe(404);

    const before = await scrape();
    expect(sampleOf(before, 'nahbar_open_sockets{transport="ws"}')).toBe(0);
    expect(sampleOf(before, 'nahbar_rooms_followed')).toBe(0);

    // Three sends pass the messages limit (3 a minute here); the fourth is refused.
    const { caller } = callerFor(t.deps, anna.actor);
    for (let n = 1; n <= 3; n += 1) await caller.messages.send({ roomId: room.id, content: `hello ${n}` });
    await expect(caller.messages.send({ roomId: room.id, content: 'one too many' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    const socket = await WsClient.open(wsBase, anna.cookie);
    await socket.join(anna.actor.id, room.id);

    const after = await scrape();
    for (const [name, type] of [
      ['nahbar_http_requests_total', 'counter'],
      ['nahbar_messages_stored_total', 'counter'],
      ['nahbar_message_send_duration_seconds', 'histogram'],
      ['nahbar_rate_limit_refusals_total', 'counter'],
      ['nahbar_push_sends_total', 'counter'],
      ['nahbar_mail_sends_total', 'counter'],
      ['nahbar_open_sockets', 'gauge'],
      ['nahbar_rooms_followed', 'gauge'],
      ['nahbar_mail_outbox_waiting', 'gauge'],
      ['nahbar_ready', 'gauge'],
      ['nahbar_ready_check', 'gauge'],
      ['nahbar_message_deliveries_total', 'counter'],
      ['nahbar_message_delivery_duration_seconds', 'histogram'],
      ['nahbar_db_query_duration_seconds', 'histogram'],
      ['nahbar_db_query_errors_total', 'counter'],
      ['nahbar_bus_publishes_total', 'counter'],
      ['nahbar_bus_publish_duration_seconds', 'histogram'],
      ['nahbar_bus_lag_seconds', 'histogram'],
      ['process_cpu_user_seconds_total', 'counter'],
      ['nodejs_eventloop_lag_seconds', 'gauge'],
    ]) {
      expect(after.types.get(name ?? ''), name).toBe(type);
    }
    expect(sampleOf(after, 'nahbar_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(
      1,
    );
    expect(
      sampleOf(after, 'nahbar_http_requests_total{method="GET",route="/api/rooms/:id",status="200"}'),
    ).toBe(1);
    expect(sampleOf(after, 'nahbar_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(
      1,
    );
    expect(sampleOf(after, 'nahbar_http_requests_total{method="GET",route="/metrics",status="200"}')).toBe(1);
    // Patterns only: no id of a request reaches a label.
    expect(after.text).not.toContain(room.id);
    expect(sampleOf(after, 'nahbar_messages_stored_total')).toBe(3);
    expect(sampleOf(after, 'nahbar_message_send_duration_seconds_count')).toBe(3);
    expect(sampleOf(after, 'nahbar_message_send_duration_seconds_bucket{le="+Inf"}')).toBe(3);
    expect(sampleOf(after, 'nahbar_message_send_duration_seconds_sum')).toBeGreaterThan(0);
    expect(sampleOf(after, 'nahbar_rate_limit_refusals_total{rule="messages"}')).toBe(1);
    expect(sampleOf(after, 'nahbar_open_sockets{transport="ws"}')).toBe(1);
    expect(sampleOf(after, 'nahbar_open_sockets{transport="trpc"}')).toBe(0);
    expect(sampleOf(after, 'nahbar_rooms_followed')).toBe(1);
    expect(sampleOf(after, 'nahbar_mail_outbox_waiting')).toBe(1);
    expect(sampleOf(after, 'nahbar_ready')).toBe(1);
    expect(sampleOf(after, 'nahbar_ready_check{check="database"}')).toBe(1);
    expect(sampleOf(after, 'nahbar_ready_check{check="photos"}')).toBe(1);
    expect(sampleOf(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // The statements of the sends and reads, by operation: the stored messages are inserts.
    const timed = (operation: string) =>
      countOf(after, `nahbar_db_query_duration_seconds_count{operation="${operation}"}`) -
      countOf(before, `nahbar_db_query_duration_seconds_count{operation="${operation}"}`);
    expect(timed('select')).toBeGreaterThan(0);
    expect(timed('insert')).toBeGreaterThanOrEqual(3);
    expect(sampleOf(after, 'nahbar_db_query_duration_seconds_sum{operation="insert"}')).toBeGreaterThan(0);
    expect(sampleOf(after, 'nahbar_db_query_duration_seconds_bucket{le="+Inf",operation="select"}')).toBe(
      sampleOf(after, 'nahbar_db_query_duration_seconds_count{operation="select"}'),
    );
    // Only the Postgres pool has figures; the embedded database has one connection.
    if (kind.name === 'postgres') {
      expect(sampleOf(after, 'nahbar_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sampleOf(after, 'nahbar_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sampleOf(after, 'nahbar_db_pool_waiting_queries')).toBe(0);
      expect(sampleOf(after, 'nahbar_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    } else {
      expect(after.types.has('nahbar_db_pool_connections')).toBe(false);
    }
    await socket.close();
  });

  it('refuses a scrape without the token, with a wrong one and with another scheme (401)', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ error: 'Unauthorized' });
      expect(res.body).not.toContain('nahbar_');
    }
  });

  it('answers /api/ready with 200 and each check while the database and photo store answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // No Redis configured here: no Redis check.
    expect(res.json()).toEqual({ ready: true, checks: { database: 'ok', photos: 'ok' } });
  });
});

/** The live path does not depend on the kind of database: one kind. */
const [oneKind] = testDatabaseKinds();
if (!oneKind) throw new Error('no database kind');

describe('metrics of the live path', () => {
  let t: TestApp;
  let wsBase: string;
  beforeAll(async () => {
    t = await startTestApp(oneKind, { limits: LIMITS, metrics: WITH_TOKEN });
    wsBase = (await listen(t.app)).ws;
  });
  afterAll(() => t.close());

  it('counts message frames by transport and times each message from its commit to the last socket', async () => {
    const anna = await member(t.app);
    const bob = await member(t.app);
    const room = await roomOf(t.deps, [anna.actor, bob.actor]);
    const annaSocket = await WsClient.open(wsBase, anna.cookie);
    await annaSocket.join(anna.actor.id, room);
    const bobLive = trpcLiveClient(wsBase, bob.cookie);
    const bobSees = recordSubscription<{
      id: string;
      data: { type: string; message?: { content: string } };
    }>();
    bobLive.client.live.room.subscribe({ roomId: room }, bobSees.handlers);
    await eventually(
      () => bobSees.data.find((d) => d.data.type === 'room_online_users'),
      "bob's online list",
    );
    const before = await scrapeOf(t.app);

    // One message over /ws, one over the tRPC socket: each reaches both members' sockets.
    annaSocket.send({ type: 'message', content: 'over ws', mentionedUserIds: [] });
    await bobLive.client.messages.send.mutate({ roomId: room, content: 'over trpc' });
    for (const content of ['over ws', 'over trpc']) {
      await annaSocket.next(
        (f) => (f.message as { content?: string } | undefined)?.content === content,
        content,
      );
      await eventually(
        () => bobSees.data.find((d) => d.data.message?.content === content),
        `bob's ${content}`,
      );
    }

    const after = await scrapeOf(t.app);
    const grew = (series: string) => countOf(after, series) - countOf(before, series);
    expect(grew('nahbar_message_deliveries_total{transport="ws"}')).toBe(2);
    expect(grew('nahbar_message_deliveries_total{transport="trpc"}')).toBe(2);
    // One observation per message, however many sockets got it.
    expect(grew('nahbar_message_delivery_duration_seconds_count')).toBe(2);
    expect(grew('nahbar_message_delivery_duration_seconds_sum')).toBeGreaterThan(0);
    expect(grew('nahbar_message_delivery_duration_seconds_bucket{le="+Inf"}')).toBe(2);
    expect(grew('nahbar_messages_stored_total')).toBe(2);
    // No Redis here: nothing is published to it.
    expect(after.samples.has('nahbar_bus_publishes_total{outcome="sent"}')).toBe(false);
    await bobLive.close();
    await annaSocket.close();
  });

  it('counts socket frames refused by a rate limit under their rule, on both transports', async () => {
    const carol = await member(t.app);
    const dave = await member(t.app);
    const room = await roomOf(t.deps, [carol.actor, dave.actor]);
    const carolSocket = await WsClient.open(wsBase, carol.cookie);
    await carolSocket.join(carol.actor.id, room);
    const daveLive = trpcLiveClient(wsBase, dave.cookie);
    const before = await scrapeOf(t.app);

    // The messages limit is 3 a minute here: each member's fourth send is refused.
    for (let n = 1; n <= 4; n += 1)
      carolSocket.send({ type: 'message', content: `ws ${n}`, mentionedUserIds: [] });
    await carolSocket.next((f) => f.type === 'error' && f.retryAfter !== undefined, 'the refusal over /ws');
    for (let n = 1; n <= 3; n += 1)
      await daveLive.client.messages.send.mutate({ roomId: room, content: `trpc ${n}` });
    await expect(
      daveLive.client.messages.send.mutate({ roomId: room, content: 'trpc 4' }),
    ).rejects.toMatchObject({
      data: { code: 'TOO_MANY_REQUESTS' },
    });

    const after = await scrapeOf(t.app);
    const refused = (scraped: Scraped) =>
      countOf(scraped, 'nahbar_rate_limit_refusals_total{rule="messages"}');
    expect(refused(after) - refused(before)).toBe(2);
    await daveLive.close();
    await carolSocket.close();
  });
});

const redisUrl = testServiceUrl('TEST_REDIS_URL');

describe.runIf(redisUrl)('metrics of the Redis bus, across two instances', () => {
  const apps: FastifyInstance[] = [];
  let close = async () => {};
  beforeAll(async () => {
    const database = await oneKind.create();
    const realtimePrefix = `nahbar-test:${randomBytes(6).toString('hex')}:`;
    for (let n = 0; n < 2; n += 1) {
      apps.push(
        await buildApp(testConfig({ redisUrl, metrics: WITH_TOKEN }), { db: database.db, realtimePrefix }),
      );
    }
    close = async () => {
      for (const app of apps) await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('counts the publishes of one, and the lag and the deliveries on the other', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const anna = await member(one);
    const bob = await member(one);
    const room = await roomOf(one.deps, [anna.actor, bob.actor]);
    const bobSocket = await WsClient.open((await listen(two)).ws, bob.cookie);
    await bobSocket.join(bob.actor.id, room);
    const [oneBefore, twoBefore] = [await scrapeOf(one), await scrapeOf(two)];

    await callerFor(one.deps, anna.actor).caller.messages.send({ roomId: room, content: 'across' });
    await bobSocket.next(
      (f) => (f.message as { content?: string } | undefined)?.content === 'across',
      'the message',
    );

    const [oneAfter, twoAfter] = [await scrapeOf(one), await scrapeOf(two)];
    const grew = (after: Scraped, before: Scraped, series: string) =>
      countOf(after, series) - countOf(before, series);
    expect(grew(oneAfter, oneBefore, 'nahbar_bus_publishes_total{outcome="sent"}')).toBeGreaterThanOrEqual(1);
    expect(grew(oneAfter, oneBefore, 'nahbar_bus_publish_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(countOf(oneAfter, 'nahbar_bus_publishes_total{outcome="failed"}')).toBe(0);
    expect(grew(twoAfter, twoBefore, 'nahbar_bus_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(countOf(twoAfter, 'nahbar_bus_lag_seconds_sum')).toBeGreaterThanOrEqual(0);
    // The message reached a socket on the second instance only: its delivery is counted and timed there.
    expect(grew(twoAfter, twoBefore, 'nahbar_message_deliveries_total{transport="ws"}')).toBe(1);
    expect(grew(twoAfter, twoBefore, 'nahbar_message_delivery_duration_seconds_count')).toBe(1);
    expect(grew(oneAfter, oneBefore, 'nahbar_message_delivery_duration_seconds_count')).toBe(0);
    await bobSocket.close();
  });
});

describe.each(testDatabaseKinds())('readiness when the database is gone, on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { metrics: WITH_TOKEN });
  });
  afterAll(() => t.close());

  it('answers 503 naming the database, and the scrape still answers with nahbar_ready 0', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await t.deps.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ready: false, checks: { database: 'failed', photos: 'ok' } });
    // Liveness is another question: the process still serves.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const scraped = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    const metrics = parseMetrics(scraped.body);
    expect(sampleOf(metrics, 'nahbar_ready')).toBe(0);
    expect(sampleOf(metrics, 'nahbar_ready_check{check="database"}')).toBe(0);
    // The outbox cannot be counted: unknown in this scrape rather than failing it (or saying 0).
    expect(sampleOf(metrics, 'nahbar_mail_outbox_waiting')).toBeNaN();
  });
});
