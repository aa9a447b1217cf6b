import { roomTopic, TEXT, type TMessage } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/deps';
import { previewsSettled } from '../src/services/link-previews/attach-preview';
import { createPrivateChat } from '../src/services/private-chats/create-private-chat';
import { chatTestBed, makeMember, record, trpcError } from './chat-fixtures';
import { callerFor } from './harness';
import { PUBLIC_LOOKING, TestWebServer, testNetwork } from './link-preview-web';
import { freshRoom } from './live-fixtures';

const PAGE = `<html><head><meta property="og:title" content="Rain in Vienna">
  <meta property="og:site_name" content="Wiener News"></head></html>`;

/**
 * A message's link preview: read after the send has answered, shown to the room as an update,
 * in private chats only between friends, and taken off by its sender.
 */
describe.each(testDatabaseKinds())('link previews on messages, on $name', (kind) => {
  const t = chatTestBed(kind);
  let server: TestWebServer;
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;
  const newest = async (actor: Actor, roomId: string) => (await as(actor).messages.initial({ roomId })).items;

  beforeAll(async () => {
    server = await new TestWebServer().start();
    server.page('/rain', PAGE).page('/other', '<title>Other page</title>');
    // The test's stand-in for the internet: a public-looking name served by the local server.
    Object.assign(t.deps, { linkNetwork: testNetwork(server, { 'news.example': [PUBLIC_LOOKING.v4] }) });
  });
  afterAll(() => server.close());

  it('shows the page’s preview once read, as an update of the message', async () => {
    const roomId = await freshRoom(t.deps, t.alice);
    const events = record<{ type: string; message: TMessage }>(t.deps, roomTopic(roomId));
    const sent = await as(t.alice).messages.send({ roomId, content: 'Look: http://news.example/rain !' });
    expect(sent.linkPreview).toBeNull();
    await previewsSettled(t.deps);
    const updates = (await events.settled()).filter((e) => e.type === 'message_updated');
    const preview = {
      url: 'http://news.example/rain',
      title: 'Rain in Vienna',
      description: null,
      siteName: 'Wiener News',
      imageUrl: null,
    };
    expect(updates.map((e) => e.message.linkPreview)).toEqual([preview]);
    expect((await newest(t.bob, roomId))[0]?.linkPreview).toEqual(preview);
  });

  it('an edit decides anew; the sender can take the preview off, nobody else', async () => {
    const roomId = await freshRoom(t.deps, t.alice);
    const sent = await as(t.alice).messages.send({ roomId, content: 'http://news.example/rain' });
    await previewsSettled(t.deps);
    await as(t.alice).messages.edit({ messageId: sent.id, content: 'now http://news.example/other' });
    await previewsSettled(t.deps);
    expect((await newest(t.bob, roomId))[0]?.linkPreview?.title).toBe('Other page');
    const foreign = await trpcError(as(t.bob).messages.removePreview({ messageId: sent.id }));
    expect([foreign.code, foreign.message]).toEqual(['FORBIDDEN', TEXT.chat.notYourMessage]);
    const removed = await as(t.alice).messages.removePreview({ messageId: sent.id });
    expect(removed).toMatchObject({ content: 'now http://news.example/other', linkPreview: null });
    expect((await newest(t.bob, roomId))[0]?.linkPreview).toBeNull();
  });

  it('shows none in a private chat between strangers, and one between friends', async () => {
    const [carl, dana] = [await makeMember(t.deps, 'carl'), await makeMember(t.deps, 'dana')];
    const chat = await createPrivateChat(t.deps, carl, { userId: dana.id });
    await as(carl).messages.send({ roomId: chat.room.id, content: 'http://news.example/rain' });
    await previewsSettled(t.deps);
    expect((await newest(dana, chat.room.id))[0]?.linkPreview).toBeNull();

    const request = await as(carl).friends.send({ userId: dana.id });
    await as(dana).friends.respond({ requestId: request.requestId ?? '', action: 'accept' });
    await as(carl).messages.send({ roomId: chat.room.id, content: 'again http://news.example/rain' });
    await previewsSettled(t.deps);
    expect((await newest(dana, chat.room.id)).at(-1)?.linkPreview?.title).toBe('Rain in Vienna');
  });

  it('reads nothing for a private address, and a deleted message keeps none', async () => {
    const roomId = await freshRoom(t.deps, t.alice);
    const requests = server.total;
    const sent = await as(t.alice).messages.send({ roomId, content: 'http://127.0.0.1:1/secret' });
    await previewsSettled(t.deps);
    expect(server.total).toBe(requests);
    expect((await newest(t.bob, roomId))[0]?.linkPreview).toBeNull();
    const other = await as(t.alice).messages.send({ roomId, content: 'http://news.example/rain' });
    await as(t.alice).messages.delete({ messageId: other.id });
    await previewsSettled(t.deps);
    expect((await newest(t.bob, roomId)).find((m) => m.id === other.id)?.linkPreview).toBeNull();
    expect(sent.id).toBeTruthy();
  });
});
