import { TEXT } from '@nahbar/contracts';
import { expect } from 'vitest';
import { blockScene, notificationFrom, relationsChangedWith } from './block-scene';
import type { BlockRow } from './block-world';
import { rejection } from './chat-fixtures';
import { ORIGIN } from './harness';
import type { Frame } from './live-clients';
import { freshRoom } from './live-fixtures';

const ofType = (type: string) => (f: Frame) => f.type === type;

/** The open private chat closes live; new ones are refused both ways, and so is writing in the old. */
const privateChats: BlockRow = {
  name: 'closes the private chat live and refuses new ones both ways',
  async run(world) {
    const s = await blockScene(world);
    const chat = await s.a.api.privateChats.create({ userId: s.b.id });
    await s.eyes.b.ws.next(ofType('private_chat_request'), 'B hears of the chat');
    const from = s.eyes.b.ws.frames.length;
    await s.block();
    const closed = await s.eyes.b.ws.next(ofType('private_chat_closed'), 'B hears it closed', from);
    expect(closed).toMatchObject({ roomId: chat.room.id, closedBy: s.a.id });
    expect(await s.a.api.privateChats.list()).toEqual([]);
    expect(await s.b.api.privateChats.list()).toEqual([]);
    expect(await rejection(s.a.api.privateChats.create({ userId: s.b.id }))).toMatchObject({
      message: TEXT.chat.youBlockedThisUser,
    });
    expect(await rejection(s.b.api.privateChats.create({ userId: s.a.id }))).toMatchObject({
      message: TEXT.chat.userNotAcceptingChats,
    });
    expect(await rejection(s.b.api.messages.send({ roomId: chat.room.id, content: 'hello?' }))).toMatchObject(
      { code: 'FORBIDDEN' },
    );
  },
};

/** Pending requests end, new ones are refused both ways, and no request of B's reaches A's bell. */
const friendRequests: BlockRow = {
  name: 'ends and refuses friend requests both ways, telling both sides',
  async run(world) {
    const s = await blockScene(world);
    await s.a.api.friends.send({ userId: s.b.id });
    await s.eyes.b.ws.next(notificationFrom(s.a.id), 'B is told of A’s request');
    const [aFrom, bFrom] = [s.eyes.a.ws.frames.length, s.eyes.b.ws.frames.length];
    await s.block();
    await s.eyes.a.ws.next(relationsChangedWith(s.b.id), 'A’s tabs refresh', aFrom);
    await s.eyes.b.ws.next(relationsChangedWith(s.a.id), 'B’s tabs refresh', bFrom);
    expect(await s.a.api.friends.sentRequests()).toEqual([]);
    expect(await s.b.api.friends.requests()).toEqual([]);
    expect(await rejection(s.b.api.friends.send({ userId: s.a.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: TEXT.social.notAvailable,
    });
    expect(await rejection(s.a.api.friends.send({ userId: s.b.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: TEXT.social.youBlockedThisUser,
    });
    await s.c.api.friends.send({ userId: s.a.id });
    await s.eyes.a.ws.next(notificationFrom(s.c.id), 'A is told of C’s request', aFrom);
    expect(s.eyes.a.ws.frames.slice(aFrom).filter(notificationFrom(s.b.id))).toEqual([]);
    expect((await s.a.api.friends.requests()).map((r) => r.sender.id)).toEqual([s.c.id]);
  },
};

/** Mentions across the block count for neither side; others' mentions still do. */
const mentions: BlockRow = {
  name: 'lets no mention count across the block, either way',
  async run(world) {
    const s = await blockScene(world);
    await s.block();
    const [aFrom, bFrom] = [s.eyes.a.ws.frames.length, s.eyes.b.ws.frames.length];
    const fromB = await s.b.api.messages.send({ roomId: s.room, content: '@a', mentionedUserIds: [s.a.id] });
    const fromA = await s.a.api.messages.send({ roomId: s.room, content: '@b', mentionedUserIds: [s.b.id] });
    expect([fromB.mentionedUserIds, fromA.mentionedUserIds]).toEqual([[], []]);
    await s.c.api.messages.send({ roomId: s.room, content: '@a', mentionedUserIds: [s.a.id] });
    await s.d.api.messages.send({ roomId: s.room, content: '@b', mentionedUserIds: [s.b.id] });
    await s.eyes.a.ws.next(notificationFrom(s.c.id), 'A is told of C’s mention', aFrom);
    await s.eyes.b.ws.next(notificationFrom(s.d.id), 'B is told of D’s mention', bFrom);
    expect(s.eyes.a.ws.frames.slice(aFrom).filter(notificationFrom(s.b.id))).toEqual([]);
    expect(s.eyes.b.ws.frames.slice(bFrom).filter(notificationFrom(s.a.id))).toEqual([]);
    const stored = await s.a.api.notifications.list();
    expect(stored.map((n) => n.data.fromUserId)).toEqual([s.c.id]);
  },
};

/** Neither may add the other to a private room; the refusal is the DM gate's. */
const invites: BlockRow = {
  name: 'refuses room invitations both ways',
  async run(world) {
    const s = await blockScene(world);
    await s.block();
    const [aFrom, bFrom] = [s.eyes.a.ws.frames.length, s.eyes.b.ws.frames.length];
    const bRoom = await freshRoom(s.b.home.deps, s.b.actor, true);
    const aRoom = await freshRoom(s.a.home.deps, s.a.actor, true);
    expect(await rejection(s.b.api.rooms.invite({ roomId: bRoom, userId: s.a.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: TEXT.chat.userNotAcceptingChats,
    });
    expect(await rejection(s.a.api.rooms.invite({ roomId: aRoom, userId: s.b.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: TEXT.chat.youBlockedThisUser,
    });
    const cRoom = await freshRoom(s.c.home.deps, s.c.actor, true);
    const dRoom = await freshRoom(s.d.home.deps, s.d.actor, true);
    await s.c.api.rooms.invite({ roomId: cRoom, userId: s.a.id });
    await s.d.api.rooms.invite({ roomId: dRoom, userId: s.b.id });
    await s.eyes.a.ws.next((f) => f.type === 'room_invite' && f.roomId === cRoom, 'C’s invitation', aFrom);
    await s.eyes.b.ws.next((f) => f.type === 'room_invite' && f.roomId === dRoom, 'D’s invitation', bFrom);
    await s.eyes.a.ws.next(notificationFrom(s.c.id), 'A is told of C’s invitation', aFrom);
    await s.eyes.b.ws.next(notificationFrom(s.d.id), 'B is told of D’s invitation', bFrom);
    const invitationsTo = (frames: Frame[]) =>
      frames.filter((f) => f.type === 'room_invite').map((f) => f.roomId);
    expect(invitationsTo(s.eyes.a.ws.frames.slice(aFrom))).toEqual([cRoom]);
    expect(invitationsTo(s.eyes.b.ws.frames.slice(bFrom))).toEqual([dRoom]);
    expect(s.eyes.a.ws.frames.slice(aFrom).filter(notificationFrom(s.b.id))).toEqual([]);
    expect(s.eyes.b.ws.frames.slice(bFrom).filter(notificationFrom(s.a.id))).toEqual([]);
    expect((await s.a.api.rooms.list()).map((r) => r.id)).not.toContain(bRoom);
  },
};

/** Search finds neither member for the other, nor one's words for the other; others find both. */
const search: BlockRow = {
  name: 'hides the two from each other’s search, and each one’s messages from the other’s',
  async run(world) {
    const s = await blockScene(world);
    const word = `zebrafish${s.room.slice(0, 8).replace(/[^a-z0-9]/gi, '')}`;
    await s.b.api.messages.send({ roomId: s.room, content: `${word} before the block` });
    await s.block();
    expect((await s.a.api.search.users({ q: s.b.actor.username })).map((u) => u.id)).not.toContain(s.b.id);
    expect((await s.b.api.search.users({ q: s.a.actor.username })).map((u) => u.id)).not.toContain(s.a.id);
    expect(await s.a.api.search.messages({ q: word })).toEqual([]);
    expect((await s.c.api.search.users({ q: s.b.actor.username })).map((u) => u.id)).toContain(s.b.id);
    expect(await s.c.api.search.messages({ q: word })).toHaveLength(1);
    // A block hides messages both ways (services/policy/README.md): B finds none of A's, on tRPC
    // and REST, while C finds them.
    const aWord = `seahorse${s.room.slice(0, 8).replace(/[^a-z0-9]/gi, '')}`;
    await s.a.api.messages.send({ roomId: s.room, content: `${aWord} after the block` });
    expect(await s.b.api.search.messages({ q: aWord })).toEqual([]);
    const overRest = await s.b.home.app.inject({
      method: 'GET',
      url: `/api/search/messages?q=${aWord}`,
      headers: { origin: ORIGIN, cookie: s.b.cookie },
    });
    expect(overRest.statusCode).toBe(200);
    expect(overRest.json()).toEqual({ results: [] });
    expect(await s.c.api.search.messages({ q: aWord })).toHaveLength(1);
  },
};

export const socialBlockRows: BlockRow[] = [privateChats, friendRequests, mentions, invites, search];
