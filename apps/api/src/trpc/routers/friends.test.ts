import { TEXT, userTopic } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, record, rejection } from '../../../test/chat-fixtures';
import { callerFor } from '../../../test/harness';
import type { Actor } from '../../deps';

describe.each(testDatabaseKinds())('friends router on $name', (kind) => {
  const t = chatTestBed(kind);
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;
  const pair = async () => [await makeMember(t.deps, 'ann'), await makeMember(t.deps, 'ben')] as const;

  it('sends, lists and accepts a request; both see the friendship and its status', async () => {
    const [ann, ben] = await pair();
    const events = record(t.deps, userTopic(ben.id));
    const sent = await as(ann).friends.send({ userId: ben.id });
    expect(sent.status).toBe('pending_sent');
    expect((await events.waitFor(1))[0]).toEqual({ type: 'relations_changed', userId: ann.id });
    events.stop();

    const received = await as(ben).friends.requests();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ id: sent.requestId, sender: { id: ann.id, username: ann.username } });
    expect((await as(ann).friends.sentRequests())[0]?.receiver.id).toBe(ben.id);
    expect(await as(ann).friends.status({ userId: ben.id })).toEqual({ status: 'pending_sent' });
    expect(await as(ben).friends.status({ userId: ann.id })).toEqual({ status: 'pending_received' });

    expect(await as(ben).friends.respond({ requestId: String(sent.requestId), action: 'accept' })).toEqual({
      status: 'friends',
    });
    expect((await as(ann).friends.list()).map((f) => f.friend.id)).toEqual([ben.id]);
    expect((await as(ben).friends.list()).map((f) => f.friend.id)).toEqual([ann.id]);
    expect(await as(ann).friends.requests()).toEqual([]);
    expect(await as(ben).friends.status({ userId: ann.id })).toEqual({ status: 'friends' });
  });

  it('refuses a request to oneself, twice, or to a friend, and changes nothing', async () => {
    const [ann, ben] = await pair();
    expect(await rejection(as(ann).friends.send({ userId: ann.id }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: TEXT.social.cannotFriendYourself,
    });
    await as(ann).friends.send({ userId: ben.id });
    expect(await rejection(as(ann).friends.send({ userId: ben.id }))).toMatchObject({
      code: 'CONFLICT',
      message: TEXT.social.requestAlreadySent,
    });
    expect(await as(ann).friends.sentRequests()).toHaveLength(1);
    const [request] = await as(ben).friends.requests();
    await as(ben).friends.respond({ requestId: String(request?.id), action: 'accept' });
    expect(await rejection(as(ann).friends.send({ userId: ben.id }))).toMatchObject({
      code: 'CONFLICT',
      message: TEXT.social.alreadyFriends,
    });
  });

  it('accepts instead when the other had already asked', async () => {
    const [ann, ben] = await pair();
    await as(ann).friends.send({ userId: ben.id });
    expect(await as(ben).friends.send({ userId: ann.id })).toMatchObject({ status: 'friends' });
    expect(await as(ann).friends.status({ userId: ben.id })).toEqual({ status: 'friends' });
    expect(await as(ann).friends.sentRequests()).toEqual([]);
  });

  it('lets only the receiver answer and only the sender cancel', async () => {
    const [ann, ben] = await pair();
    const stranger = await makeMember(t.deps, 'eve');
    const { requestId } = await as(ann).friends.send({ userId: ben.id });
    const id = String(requestId);
    expect(await rejection(as(ann).friends.respond({ requestId: id, action: 'accept' }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await rejection(as(stranger).friends.respond({ requestId: id, action: 'accept' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await rejection(as(ben).friends.cancel({ requestId: id }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await rejection(as(stranger).friends.cancel({ requestId: id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await as(ben).friends.status({ userId: ann.id })).toEqual({ status: 'pending_received' });

    expect(await as(ann).friends.cancel({ requestId: id })).toEqual({ status: 'none' });
    expect(await as(ben).friends.requests()).toEqual([]);
    expect(await rejection(as(ben).friends.respond({ requestId: id, action: 'accept' }))).toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('declines, and removes a friend from either side', async () => {
    const [ann, ben] = await pair();
    const first = await as(ann).friends.send({ userId: ben.id });
    expect(await as(ben).friends.respond({ requestId: String(first.requestId), action: 'decline' })).toEqual({
      status: 'none',
    });
    expect(await as(ann).friends.status({ userId: ben.id })).toEqual({ status: 'none' });
    const again = await as(ann).friends.send({ userId: ben.id });
    await as(ben).friends.respond({ requestId: String(again.requestId), action: 'accept' });
    expect(await as(ben).friends.remove({ userId: ann.id })).toEqual({ status: 'none' });
    expect(await as(ann).friends.list()).toEqual([]);
    expect(await rejection(as(ann).friends.remove({ userId: ben.id }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('two requests accepted at once make one friendship', async () => {
    const [ann, ben] = await pair();
    const { requestId } = await as(ann).friends.send({ userId: ben.id });
    const id = String(requestId);
    const outcomes = await Promise.allSettled([
      as(ben).friends.respond({ requestId: id, action: 'accept' }),
      as(ben).friends.respond({ requestId: id, action: 'accept' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rows = await t.deps.db
      .selectFrom('friendships')
      .selectAll()
      .where('user1Id', 'in', [ann.id, ben.id])
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('finds members with their friendship status', async () => {
    const [ann, ben] = await pair();
    await as(ann).friends.send({ userId: ben.id });
    const found = await as(ann).friends.find({ q: ben.username });
    expect(found.find((f) => f.id === ben.id)?.friendshipStatus).toBe('pending_sent');
  });
});
