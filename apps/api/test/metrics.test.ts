import { mailOutboxQueries, roomMembersQueries, roomsQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetricsConfig } from '../src/config';
import { callerFor, ORIGIN, startTestApp, type TestApp, uniqueName } from './harness';
import { listen, WsClient } from './live-clients';
import { parseMetrics, sampleOf } from './metrics-text';
import { LIMITS, member } from './rate-limit-fixtures';

const TOKEN = 'a-scrape-token-of-32-characters!';
const WITH_TOKEN: MetricsConfig = { token: TOKEN, port: undefined, host: '127.0.0.1' };

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
