import { readFileSync } from 'node:fs';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, clientTypes } from '../client/generate';
import { nahbarClient } from '../client/nahbar-client';
import { ORIGIN, registration, startTestApp, type TestApp, uniqueName } from './harness';
import { listen, WsClient } from './live-clients';

it('has generated client types that match the current document', async () => {
  // Committed, so that a change of the API shows in review; regenerate with
  // `pnpm --filter @nahbar/api generate:client`.
  expect(await clientTypes()).toBe(readFileSync(CLIENT_TYPES_FILE, 'utf8'));
});

/** A program outside the browser, typed by the generated client alone, holds a short conversation. */
describe.each(testDatabaseKinds().slice(0, 1))('the generated REST client, on $name', (kind) => {
  let t: TestApp;
  let base: { http: string; ws: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    base = await listen(t.app);
  });
  afterAll(() => t.close());

  it('registers, signs in, makes a room, sends a message and reads the history', async () => {
    const registering = nahbarClient(base.http, ORIGIN);
    const details = registration(uniqueName('client'));
    const registered = await registering.client.POST('/api/auth/register', { body: details });
    expect(registered.response.status).toBe(201);
    expect(registered.data?.username).toBe(details.username);

    const { client, cookie } = nahbarClient(base.http, ORIGIN);
    const signedIn = await client.POST('/api/auth/login', {
      body: { username: details.username, password: details.password },
    });
    expect(signedIn.data?.id).toBe(registered.data?.id);
    const me = await client.GET('/api/auth/user');
    expect(me.data?.username).toBe(details.username);

    const room = await client.POST('/api/rooms', { body: { name: uniqueName('Client room') } });
    expect(room.response.status).toBe(201);
    const roomId = room.data?.id ?? '';

    // Messages are sent over the socket, with the session the client holds.
    const socket = await WsClient.open(base.ws, cookie() ?? '');
    await socket.join(me.data?.id ?? '', roomId);
    socket.send({ type: 'message', content: 'Sent beside the typed client', mentionedUserIds: [] });
    await socket.next((f) => f.type === 'new_message', 'the message');
    await socket.close();

    const history = await client.GET('/api/rooms/{roomId}/messages', {
      params: { path: { roomId }, query: { limit: 20 } },
    });
    expect(history.data?.items.map((message) => message.content)).toEqual(['Sent beside the typed client']);

    const refused = await client.GET('/api/rooms/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(refused.response.status).toBe(404);
    expect(refused.error?.error).toBe('Not Found');
  });
});
