import type { TPresenceUpdate } from '@nahbar/contracts';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember } from '../../../test/chat-fixtures';
import { callerFor, uniqueName } from '../../../test/harness';
import type { Actor } from '../../deps';

/**
 * One presence (live.presence): a member connected anywhere (any room, a private chat, only the
 * app open) is online wherever the viewer watches them, unless they hide it or a block lies
 * between the two.
 */
describe.each(testDatabaseKinds())('live.presence on $name', (kind) => {
  const t = chatTestBed(kind);
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;

  /** The viewer's watch; the first update (who is online) has come once this resolves. */
  const watch = async (viewer: Actor, members: Actor[]) => {
    const stream = (await as(viewer).live.presence({ userIds: members.map((m) => m.id) }))[
      Symbol.asyncIterator
    ]();
    const first = await stream.next();
    if (first.done) throw new Error('the watch ended');
    return {
      first: first.value,
      async next(): Promise<TPresenceUpdate> {
        const next = await stream.next();
        if (next.done) throw new Error('the watch ended');
        return next.value;
      },
    };
  };
  /** What a socket of the member does, on any transport and whichever room it shows. */
  const connect = async (member: Actor) => {
    t.deps.online.connected(member.id);
    await t.deps.online.settled();
  };
  const disconnect = async (member: Actor) => {
    t.deps.online.disconnected(member.id);
    await t.deps.online.settled();
  };

  it('shows a member online who is connected anywhere, and offline once their last connection goes', async () => {
    const [ann, ben] = [await makeMember(t.deps, 'ann'), await makeMember(t.deps, 'ben')];
    const room = await as(ann).rooms.create({ name: uniqueName('Hier') });
    const elsewhere = await as(ben).rooms.create({ name: uniqueName('Dort') });
    await connect(ben);
    // Ben is in another room, not in Ann's: online for her all the same.
    await t.deps.presence.enter(elsewhere.id, ben.id);
    expect(await t.deps.presence.online(room.id)).not.toContain(ben.id);
    const seen = await watch(ann, [ben]);
    expect(seen.first).toEqual({ type: 'online_users', onlineUsers: [ben.id] });
    await disconnect(ben);
    expect(await seen.next()).toEqual({ type: 'member_online', userId: ben.id, online: false });
    await connect(ben);
    expect(await seen.next()).toEqual({ type: 'member_online', userId: ben.id, online: true });
    await t.deps.presence.leave(elsewhere.id, ben.id);
    await disconnect(ben);
  });

  it('keeps a member who hides being online hidden from strangers, also when they come online', async () => {
    const [ann, cleo, sentinel] = [
      await makeMember(t.deps, 'ann'),
      await makeMember(t.deps, 'cleo'),
      await makeMember(t.deps, 'sent'),
    ];
    await as(cleo).privacy.update({ showOnlineStatus: false });
    await connect(cleo);
    const seen = await watch(ann, [cleo, sentinel]);
    expect(seen.first).toEqual({ type: 'online_users', onlineUsers: [] });
    await disconnect(cleo);
    await connect(cleo);
    // The sentinel's change comes after Cleo's two: none of hers was passed on.
    await connect(sentinel);
    expect(await seen.next()).toEqual({ type: 'member_online', userId: sentinel.id, online: true });
    // Showing it again is seen at once; hiding it again takes it away.
    await as(cleo).privacy.update({ showOnlineStatus: true });
    expect(await seen.next()).toEqual({ type: 'member_online', userId: cleo.id, online: true });
    await as(cleo).privacy.update({ showOnlineStatus: false });
    expect(await seen.next()).toEqual({ type: 'member_online', userId: cleo.id, online: false });
  });

  it('keeps presence hidden across a block either way, from the moment of the block', async () => {
    const [ann, dora, emil, sentinel] = [
      await makeMember(t.deps, 'ann'),
      await makeMember(t.deps, 'dora'),
      await makeMember(t.deps, 'emil'),
      await makeMember(t.deps, 'sent'),
    ];
    await as(dora).blocks.block({ userId: ann.id });
    await connect(dora);
    await connect(emil);
    const seen = await watch(ann, [dora, emil, sentinel]);
    expect(seen.first).toEqual({ type: 'online_users', onlineUsers: [emil.id] });
    // Ann blocks Emil while watching: he goes offline for her.
    await as(ann).blocks.block({ userId: emil.id });
    expect(await seen.next()).toEqual({ type: 'member_online', userId: emil.id, online: false });
    await disconnect(dora);
    await connect(dora);
    await connect(sentinel);
    expect(await seen.next()).toEqual({ type: 'member_online', userId: sentinel.id, online: true });
  });

  it('refuses more than 200 members or ids that are not ids', async () => {
    const many = Array.from({ length: 201 }, () => crypto.randomUUID());
    await expect(as(t.alice).live.presence({ userIds: many })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(as(t.alice).live.presence({ userIds: ['nope'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
