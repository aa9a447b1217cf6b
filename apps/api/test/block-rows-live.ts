import type { TRoomActivity } from '@nahbar/contracts';
import { expect } from 'vitest';
import { roomActivity } from '../src/realtime/room-activity';
import { activityScope } from '../src/services/reading/activity-scope';
import { blockScene, messageBy, presenceOf, typingOf } from './block-scene';
import type { BlockRow, BlockWorld, Member } from './block-world';
import { ORIGIN } from './harness';
import { eventually, type Frame, type WsClient } from './live-clients';

const content = (text: string) => (f: Frame) =>
  f.type === 'new_message' && (f.message as { content: string }).content === text;

/** The member's sidebar activity stream on their home instance, recorded. */
function activityOf(world: BlockWorld, member: Member, roomId: string) {
  const seen: TRoomActivity[] = [];
  const controller = new AbortController();
  world.onEnd(() => controller.abort());
  const ready = (async () => {
    const scope = await activityScope(member.home.deps, member.actor, [roomId]);
    const stream = roomActivity(member.home.deps.feeds, member.home.deps.bus, scope, controller.signal);
    void (async () => {
      for await (const activity of stream) seen.push(activity);
    })();
  })();
  return { seen, ready, stop: () => controller.abort() };
}

/** B's messages: gone from A's history, search and live readers (the sidebar's too); others keep them. */
const messages: BlockRow = {
  name: 'hides B’s messages from A and A’s from B in history and live, and keeps them for the others',
  async run(world) {
    const s = await blockScene(world);
    const before = s.eyes.a.mark();
    await s.b.api.messages.send({ roomId: s.room, content: 'before the block' });
    await s.eyes.a.see(content('before the block'), 'A gets B’s message before the block', before);
    await s.block();
    expect((await s.a.api.messages.page({ roomId: s.room })).items).toEqual([]);
    expect((await s.c.api.messages.page({ roomId: s.room })).items).toHaveLength(1);

    const activity = activityOf(world, s.a, s.room);
    await activity.ready;
    const from = s.eyes.a.mark();
    const hidden = await s.b.api.messages.send({ roomId: s.room, content: 'after the block' });
    // D reads beside A: once D has it, A's readers on that instance had it too.
    await s.sockets.d.next(content('after the block'), 'D gets B’s message');
    const marker = await s.c.api.messages.send({ roomId: s.room, content: 'marker from C' });
    await s.eyes.a.see(content('marker from C'), 'A gets C’s marker', from);
    await eventually(
      () => activity.seen.find((x) => x.sequenceId === marker.sequenceId),
      'A’s activity counts C’s marker',
    );
    activity.stop();
    expect(s.eyes.a.since(from).filter(messageBy(s.b.id))).toEqual([]);
    expect(activity.seen.map((x) => x.sequenceId)).not.toContain(hidden.sequenceId);
    // A block hides both ways (services/policy/README.md): A's words no longer reach B live, and
    // D's marker after them shows they would have arrived by then. C still gets them.
    const bFrom = s.eyes.b.mark();
    await s.a.api.messages.send({ roomId: s.room, content: 'from A' });
    await s.d.api.messages.send({ roomId: s.room, content: 'marker from D' });
    await s.eyes.b.see(content('marker from D'), 'B gets D’s marker', bFrom);
    expect(s.eyes.b.since(bFrom).filter(messageBy(s.a.id))).toEqual([]);
    await s.sockets.c.next(content('from A'), 'C gets A’s message');
  },
};

/** The history of one room as a member reads it over REST: a page, and what came since a time. */
async function restHistory(member: Member, roomId: string, since: Date) {
  const get = async (url: string) => {
    const res = await member.home.app.inject({
      method: 'GET',
      url,
      headers: { origin: ORIGIN, cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: { userId: string; content: string }[] }).items;
  };
  return {
    page: await get(`/api/rooms/${roomId}/messages`),
    since: await get(`/api/rooms/${roomId}/messages/since?timestamp=${since.toISOString()}`),
  };
}

/** History both ways, on both transports: neither member reads the other's messages; C reads both. */
const history: BlockRow = {
  name: 'hides each one’s messages from the other in history and /since, on tRPC and REST',
  async run(world) {
    const s = await blockScene(world);
    const start = new Date(Date.now() - 60_000);
    await s.a.api.messages.send({ roomId: s.room, content: 'A before the block' });
    await s.b.api.messages.send({ roomId: s.room, content: 'B before the block' });
    await s.block();
    await s.a.api.messages.send({ roomId: s.room, content: 'A after the block' });
    await s.b.api.messages.send({ roomId: s.room, content: 'B after the block' });
    await s.c.api.messages.send({ roomId: s.room, content: 'C after the block' });
    const contents = (items: { content: string }[]) => items.map((m) => m.content);
    const own = (who: 'A' | 'B') => [
      `${who} before the block`,
      `${who} after the block`,
      'C after the block',
    ];
    for (const [member, who] of [
      [s.a, 'A'],
      [s.b, 'B'],
    ] as const) {
      const rest = await restHistory(member, s.room, start);
      expect(contents((await member.api.messages.page({ roomId: s.room })).items)).toEqual(own(who));
      expect(contents(rest.page)).toEqual(own(who));
      expect(contents(rest.since)).toEqual(own(who));
    }
    expect(contents((await s.c.api.messages.page({ roomId: s.room })).items)).toEqual([
      'A before the block',
      'B before the block',
      'A after the block',
      'B after the block',
      'C after the block',
    ]);
  },
};

/** Typing, both ways, on both transports. */
const typing: BlockRow = {
  name: 'hides typing both ways',
  async run(world) {
    const s = await blockScene(world);
    await s.block();
    const [aFrom, bFrom] = [s.eyes.a.mark(), s.eyes.b.mark()];
    await s.b.api.live.typing({ roomId: s.room, isTyping: true });
    await s.c.api.live.typing({ roomId: s.room, isTyping: true });
    await s.a.api.live.typing({ roomId: s.room, isTyping: true });
    await s.d.api.live.typing({ roomId: s.room, isTyping: true });
    await s.eyes.a.see(typingOf(s.c.id), 'A sees C typing', aFrom);
    await s.eyes.b.see(typingOf(s.d.id), 'B sees D typing', bFrom);
    expect(s.eyes.a.since(aFrom).filter(typingOf(s.b.id))).toEqual([]);
    expect(s.eyes.b.since(bFrom).filter(typingOf(s.a.id))).toEqual([]);
    // Others still see both typing.
    await s.sockets.c.next(typingOf(s.a.id), 'C sees A typing');
    await s.sockets.d.next(typingOf(s.b.id), 'D sees B typing');
  },
};

/** Closes a member's socket and opens another into the room: they leave and come back. */
async function comeBack(member: Member, socket: WsClient, roomId: string): Promise<WsClient> {
  await socket.close();
  const again = await member.socket();
  await again.join(member.id, roomId);
  return again;
}

/**
 * The online list a join answered with: the one that names the member (a list broadcast after
 * their last leave may come just before or after it, and end the wait of `join`).
 */
async function joinAnswer(socket: WsClient, memberId: string): Promise<string[]> {
  const answer = await socket.next(
    (f) => f.type === 'room_online_users' && (f.onlineUsers as string[]).includes(memberId),
    'the join’s online list',
  );
  return answer.onlineUsers as string[];
}

const joined = (userId: string) => (f: Frame) => f.type === 'user_joined' && f.userId === userId;
const left = (userId: string) => (f: Frame) => f.type === 'user_left' && f.userId === userId;

/**
 * Presence both ways: leaving and coming back (and the online lists that follow), a fresh join's
 * online list, the members panel and the room's member list.
 */
const presence: BlockRow = {
  name: 'hides presence both ways',
  async run(world) {
    const s = await blockScene(world);
    await s.block();
    // Presence events reach a reader in order: once A and B see C and D come back (after the
    // block), every list made before it has arrived, and all that follows is judged by the block.
    let c = await comeBack(s.c, s.sockets.c, s.room);
    let d = await comeBack(s.d, s.sockets.d, s.room);
    await s.eyes.a.see(joined(s.c.id), 'A sees C return', { ws: 0, trpc: 0 });
    await s.eyes.b.see(joined(s.d.id), 'B sees D return', { ws: 0, trpc: 0 });

    // B goes and comes back: A hears of neither; C doing the same after is heard.
    const aFrom = s.eyes.a.mark();
    await s.eyes.b.close();
    await d.next(left(s.b.id), 'D sees B leave');
    const b = await s.b.socket();
    await b.join(s.b.id, s.room);
    expect(await joinAnswer(b, s.b.id)).not.toContain(s.a.id);
    await d.next(joined(s.b.id), 'D sees B return');
    c = await comeBack(s.c, c, s.room);
    await s.eyes.a.see(joined(s.c.id), 'A sees C return again', aFrom);
    expect(s.eyes.a.since(aFrom).filter(presenceOf(s.b.id))).toEqual([]);

    // A goes and comes back: B hears of neither; D doing the same after is heard.
    const bFrom = b.frames.length;
    await s.eyes.a.close();
    await c.next(left(s.a.id), 'C sees A leave');
    const a = await s.a.socket();
    await a.join(s.a.id, s.room);
    const aOnline = await joinAnswer(a, s.a.id);
    expect(aOnline.sort()).toEqual([s.a.id, s.c.id, s.d.id].sort());
    await c.next(joined(s.a.id), 'C sees A return');
    d = await comeBack(s.d, d, s.room);
    await b.next(joined(s.d.id), 'B sees D return again', bFrom);
    expect(b.frames.slice(bFrom).filter(presenceOf(s.a.id))).toEqual([]);

    // The members panel and the room's member list, both ways.
    expect(await s.a.api.places.usersWithDistance({ userIds: [s.b.id] })).toEqual([]);
    expect(await s.b.api.places.usersWithDistance({ userIds: [s.a.id] })).toEqual([]);
    expect((await s.a.api.rooms.get({ roomId: s.room })).memberIds).not.toContain(s.b.id);
  },
};

/** Lifting the block shows B to A again, live too: A's readers hear of it wherever it was lifted. */
const lifting: BlockRow = {
  name: 'shows the two to each other again once the block is lifted',
  async run(world) {
    const s = await blockScene(world);
    await s.b.api.messages.send({ roomId: s.room, content: 'said while blocked' });
    await s.block();
    await world.unblock(s.a, s.b);
    const [aFrom, bFrom] = [s.eyes.a.mark(), s.eyes.b.mark()];
    await s.b.api.live.typing({ roomId: s.room, isTyping: true });
    await s.b.api.messages.send({ roomId: s.room, content: 'after the unblock' });
    await s.a.api.live.typing({ roomId: s.room, isTyping: true });
    await s.eyes.a.see(typingOf(s.b.id), 'A sees B typing again', aFrom);
    await s.eyes.a.see(content('after the unblock'), 'A gets B’s message again', aFrom);
    await s.eyes.b.see(typingOf(s.a.id), 'B sees A typing again', bFrom);
    expect((await s.a.api.messages.page({ roomId: s.room })).items).toHaveLength(2);
    expect((await s.a.api.search.users({ q: s.b.actor.username })).map((u) => u.id)).toContain(s.b.id);
  },
};

export const liveBlockRows: BlockRow[] = [messages, history, typing, presence, lifting];
