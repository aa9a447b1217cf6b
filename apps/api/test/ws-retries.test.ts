import { testDatabaseKinds } from '@nahbar/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { listen, WsClient } from './live-clients';
import { freshRoom, type LiveMember, liveMember } from './live-fixtures';

describe.each(testDatabaseKinds())('/ws retries on $name', (kind) => {
  let t: TestApp;
  let url: string;
  const open: WsClient[] = [];
  const connect = async (member: LiveMember) => {
    const client = await WsClient.open(url, member.cookie);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    url = (await listen(t.app)).ws;
  });
  afterAll(async () => {
    for (const client of open) client.socket.terminate();
    await t.close();
  });

  it('answers a resent clientMessageId with the stored message, on that socket only, storing one row', async () => {
    const [a, b] = [await liveMember(t.app), await liveMember(t.app)];
    const room = await freshRoom(t.deps, a.actor);
    const bystander = await connect(b);
    await bystander.join(b.id, room);
    const frame = {
      type: 'message',
      content: 'Bin gleich da',
      messageType: 'text',
      clientMessageId: 'retry-1',
    };

    const first = await connect(a);
    await first.join(a.id, room);
    first.send(frame);
    const sent = await first.next((f) => f.type === 'new_message', 'the first send');
    // The connection drops before the client could settle its queue; it reconnects and resends.
    await first.close();
    const again = await connect(a);
    await again.join(a.id, room);
    again.send(frame);
    const answer = await again.next((f) => f.type === 'new_message', 'the stored message, answered');
    expect(answer).toEqual(sent);
    expect(answer.message).toMatchObject({
      clientMessageId: 'retry-1',
      content: 'Bin gleich da',
      sequenceId: 1,
    });

    const rows = await t.deps.db
      .selectFrom('messages')
      .select(['id', 'clientMessageId'])
      .where('roomId', '=', room)
      .execute();
    expect(rows).toEqual([{ id: (sent.message as { id: string }).id, clientMessageId: 'retry-1' }]);
    // The room heard of the message once; a later message is the positive signal nothing else came.
    again.send({ ...frame, content: 'Jetzt aber', clientMessageId: 'retry-2' });
    await bystander.next(
      (f) => f.type === 'new_message' && (f.message as { content: string }).content === 'Jetzt aber',
      'the next message',
    );
    expect(bystander.sequenceIds()).toEqual([1, 2]);
    expect(again.of('error')).toEqual([]);
  });
});
