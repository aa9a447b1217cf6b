import { notificationSettingsQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember } from '../../../test/chat-fixtures';
import { callerFor } from '../../../test/harness';
import type { Actor } from '../../deps';
import { DAILY_SUMMARY, WEEKLY_HIGHLIGHTS } from './digest-plans';
import { isoWeek } from './local-time';
import { queueDueDigests } from './queue-digests';
import { startMailDigests } from './start-mail-digests';

/** Monday 17 November 2031, 18:30 in Berlin (CET), 12:30 in New York (EST). */
const MONDAY_EVENING = new Date('2031-11-17T17:30:00Z');
/** Sunday 16 November 2031, 18:30 in Berlin. */
const SUNDAY_EVENING = new Date('2031-11-16T17:30:00Z');
const HOUR = 3_600_000;
const later = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR);

describe.each(testDatabaseKinds())('daily summaries and weekly highlights on $name', (kind) => {
  const t = chatTestBed(kind);
  const as = (actor: Actor) => callerFor(t.deps, actor).caller;
  const db = () => t.deps.db;

  /** A verified address, the given settings, and no use of the app since three days before `at`. */
  async function reader(
    name: string,
    at: Date,
    settings: Parameters<typeof notificationSettingsQueries.upsert>[2] = {},
  ): Promise<Actor> {
    const member = await makeMember(t.deps, name);
    await db()
      .updateTable('users')
      .set({ email: `${member.username}@example.org` })
      .where('id', '=', member.id)
      .execute();
    await notificationSettingsQueries.upsert(db(), member.id, { emailDailySummary: true, ...settings });
    await usedAt(member, later(at, -72));
    return member;
  }

  const usedAt = (member: Actor, at: Date) =>
    db().updateTable('sessions').set({ lastUsedAt: at }).where('userId', '=', member.id).execute();

  /** Dates what happened in the rooms and between the members, as if it happened at `at`. */
  async function happenedAt(at: Date, roomIds: string[], memberIds: string[]) {
    await db()
      .updateTable('messages')
      .set({ createdAt: at } as never)
      .where('roomId', 'in', roomIds)
      .execute();
    await db()
      .updateTable('friendRequests')
      .set({ createdAt: at } as never)
      .where('receiverId', 'in', memberIds)
      .execute();
    await db()
      .updateTable('friendships')
      .set({ createdAt: at } as never)
      .where((eb) => eb.or([eb('user1Id', 'in', memberIds), eb('user2Id', 'in', memberIds)]))
      .execute();
  }

  const mails = (member: Actor) =>
    db().selectFrom('mailOutbox').selectAll().where('userId', '=', member.id).orderBy('id').execute();

  /** A room of Ann's with the reader in it, and Ann's message in it; answers the room. */
  async function roomWithNews(ann: Actor, member: Actor, name: string) {
    const room = await as(ann).rooms.create({ name: `${name} ${Date.now()}` });
    await as(member).rooms.join({ roomId: room.id });
    await as(ann).messages.send({ roomId: room.id, content: 'news' });
    return room;
  }

  it('tells what arrived unread per room, friend requests and mentions; nothing of blocked members', async () => {
    const ben = await reader('ben', MONDAY_EVENING);
    const [ann, carl, dora] = [
      await makeMember(t.deps, 'ann'),
      await makeMember(t.deps, 'carl'),
      await makeMember(t.deps, 'dora'),
    ];
    const room = await as(ann).rooms.create({ name: `Garten ${Date.now()}` });
    await as(ben).rooms.join({ roomId: room.id });
    await as(carl).rooms.join({ roomId: room.id });
    await as(ann).messages.send({ roomId: room.id, content: 'eins' });
    await as(ann).messages.send({ roomId: room.id, content: '@ben', mentionedUserIds: [ben.id] });
    await as(carl).messages.send({ roomId: room.id, content: '@ben', mentionedUserIds: [ben.id] });
    const chat = await as(ann).privateChats.create({ userId: ben.id });
    await as(ann).messages.send({ roomId: chat.room.id, content: 'hallo' });
    // A private room Ben is not in: never named to him.
    const secret = await as(ann).rooms.create({ name: `Geheim ${Date.now()}`, isPrivate: true });
    await as(ann).messages.send({ roomId: secret.id, content: 'psst', mentionedUserIds: [ben.id] });
    await as(dora).friends.send({ userId: ben.id });
    await as(carl).friends.send({ userId: ben.id });
    await as(ben).blocks.block({ userId: carl.id });
    await happenedAt(later(MONDAY_EVENING, -2), [room.id, chat.room.id, secret.id], [ben.id]);
    await usedAt(ben, later(MONDAY_EVENING, -72));

    expect(await queueDueDigests(t.deps, DAILY_SUMMARY, MONDAY_EVENING)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mails(ben);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'dailySummary',
      toAddress: `${ben.username}@example.org`,
      dedupeKey: `daily-summary:${ben.id}:2031-11-17`,
    });
    expect(mail?.data).toMatchObject({
      username: ben.username,
      rooms: [
        { name: room.name, unread: 2 },
        { name: ann.displayName, unread: 1 },
      ],
      friendRequests: 1,
      mentions: 1,
      link: `${t.deps.config.publicOrigin}/`,
    });
    expect(JSON.stringify(mail?.data)).not.toContain(secret.name);

    // Once per local day, however often the timer runs.
    await queueDueDigests(t.deps, DAILY_SUMMARY, later(MONDAY_EVENING, 1));
    expect(await mails(ben)).toHaveLength(1);
  });

  it('sends nothing to a member who used the app that day, or when nothing happened', async () => {
    const ann = await makeMember(t.deps, 'ann');
    const active = await reader('active', MONDAY_EVENING);
    const idle = await reader('idle', MONDAY_EVENING);
    const online = await reader('online', MONDAY_EVENING);
    const room = await roomWithNews(ann, active, 'Aktiv');
    await as(online).rooms.join({ roomId: room.id });
    await as(ann).messages.send({ roomId: room.id, content: 'more' });
    await happenedAt(later(MONDAY_EVENING, -2), [room.id], [ann.id]);
    // Used at 09:00 Berlin time: active that day.
    await usedAt(active, later(MONDAY_EVENING, -9.5));
    await usedAt(online, later(MONDAY_EVENING, -72));
    await db().updateTable('users').set({ isOnline: true }).where('id', '=', online.id).execute();

    await queueDueDigests(t.deps, DAILY_SUMMARY, MONDAY_EVENING);
    expect(await mails(active)).toEqual([]);
    expect(await mails(idle)).toEqual([]);
    expect(await mails(online)).toEqual([]);

    // The control: the same news for a member who stayed away is told.
    const away = await reader('away', MONDAY_EVENING);
    await as(away).rooms.join({ roomId: room.id });
    await as(ann).messages.send({ roomId: room.id, content: 'for away' });
    await happenedAt(later(MONDAY_EVENING, -2), [room.id], [ann.id]);
    await usedAt(away, later(MONDAY_EVENING, -72));
    await queueDueDigests(t.deps, DAILY_SUMMARY, MONDAY_EVENING);
    expect(await mails(away)).toHaveLength(1);
  });

  it('goes out at 18:00 on each member’s own clock', async () => {
    const ann = await makeMember(t.deps, 'ann');
    const berlin = await reader('berlin', MONDAY_EVENING, { timeZone: 'Europe/Berlin' });
    const newYork = await reader('newyork', MONDAY_EVENING, { timeZone: 'America/New_York' });
    const room = await roomWithNews(ann, berlin, 'Zonen');
    await as(newYork).rooms.join({ roomId: room.id });
    await as(ann).messages.send({ roomId: room.id, content: 'for both' });
    await happenedAt(later(MONDAY_EVENING, -1), [room.id], [ann.id]);

    // 17:30 in Berlin: nobody yet.
    await queueDueDigests(t.deps, DAILY_SUMMARY, later(MONDAY_EVENING, -1));
    expect([...(await mails(berlin)), ...(await mails(newYork))]).toEqual([]);
    // 18:30 in Berlin, 12:30 in New York.
    await queueDueDigests(t.deps, DAILY_SUMMARY, MONDAY_EVENING);
    expect(await mails(berlin)).toHaveLength(1);
    expect(await mails(newYork)).toEqual([]);
    // 18:30 in New York: its own Monday.
    await queueDueDigests(t.deps, DAILY_SUMMARY, later(MONDAY_EVENING, 6));
    expect((await mails(newYork)).map((m) => m.dedupeKey)).toEqual([
      `daily-summary:${newYork.id}:2031-11-17`,
    ]);
  });

  it('waits for quiet hours that end the same evening, and skips a day they cover to midnight', async () => {
    const ann = await makeMember(t.deps, 'ann');
    const untilEight = await reader('untileight', MONDAY_EVENING, {
      quietHoursEnabled: true,
      quietHoursStart: '17:00',
      quietHoursEnd: '20:00',
    });
    const overnight = await reader('overnight', MONDAY_EVENING, {
      quietHoursEnabled: true,
      quietHoursStart: '16:00',
      quietHoursEnd: '08:00',
    });
    const room = await roomWithNews(ann, untilEight, 'Ruhe');
    await as(overnight).rooms.join({ roomId: room.id });
    await as(ann).messages.send({ roomId: room.id, content: 'quiet news' });
    await happenedAt(later(MONDAY_EVENING, -2), [room.id], [ann.id]);

    await queueDueDigests(t.deps, DAILY_SUMMARY, MONDAY_EVENING);
    expect(await mails(untilEight)).toEqual([]);
    // 20:05 in Berlin: quiet hours are over.
    await queueDueDigests(t.deps, DAILY_SUMMARY, later(MONDAY_EVENING, 1.6));
    expect(await mails(untilEight)).toHaveLength(1);
    // 23:55: still quiet for the other, and the day ends without a mail.
    await queueDueDigests(t.deps, DAILY_SUMMARY, later(MONDAY_EVENING, 5.4));
    expect(await mails(overnight)).toEqual([]);
  });

  it('respects the switch and needs a verified address', async () => {
    const ann = await makeMember(t.deps, 'ann');
    const off = await reader('off', MONDAY_EVENING, { emailDailySummary: false });
    const noAddress = await reader('noaddress', MONDAY_EVENING);
    await db().updateTable('users').set({ email: null }).where('id', '=', noAddress.id).execute();
    const room = await roomWithNews(ann, off, 'Schalter');
    await as(noAddress).rooms.join({ roomId: room.id });
    await as(ann).messages.send({ roomId: room.id, content: 'switch news' });
    await happenedAt(later(MONDAY_EVENING, -2), [room.id], [ann.id]);
    await queueDueDigests(t.deps, DAILY_SUMMARY, MONDAY_EVENING);
    expect([...(await mails(off)), ...(await mails(noAddress))]).toEqual([]);
  });

  it('sends the weekly highlights on Sunday evening, once a week, whether or not the member was active', async () => {
    const ann = await makeMember(t.deps, 'ann');
    // No stored switch for the weekly highlights: on by default.
    const eva = await reader('eva', SUNDAY_EVENING, { emailDailySummary: false });
    const room = await roomWithNews(ann, eva, 'Woche');
    await as(ann).messages.send({ roomId: room.id, content: '@eva', mentionedUserIds: [eva.id] });
    await as(ann).friends.send({ userId: eva.id });
    const [request] = await as(eva).friends.requests();
    if (!request) throw new Error('no friend request');
    await as(eva).friends.respond({ requestId: request.id, action: 'accept' });
    await happenedAt(later(SUNDAY_EVENING, -48), [room.id], [eva.id]);
    await usedAt(eva, later(SUNDAY_EVENING, -1));

    // Saturday evening: not the day.
    await queueDueDigests(t.deps, WEEKLY_HIGHLIGHTS, later(SUNDAY_EVENING, -24));
    expect(await mails(eva)).toEqual([]);
    await queueDueDigests(t.deps, WEEKLY_HIGHLIGHTS, SUNDAY_EVENING);
    await queueDueDigests(t.deps, WEEKLY_HIGHLIGHTS, later(SUNDAY_EVENING, 2));
    const [mail, ...more] = await mails(eva);
    expect(more).toEqual([]);
    expect(mail?.dedupeKey).toBe(`weekly-highlights:${eva.id}:${isoWeek('2031-11-16')}`);
    expect(mail?.kind).toBe('weeklyHighlights');
    expect(mail?.data).toMatchObject({
      rooms: [{ name: room.name, unread: 2 }],
      mentions: 1,
      newFriends: 1,
      friendRequests: 0,
    });
  });

  it('is queued by the server’s timer on the clock the server keeps', async () => {
    const ann = await makeMember(t.deps, 'ann');
    const timed = await reader('timed', MONDAY_EVENING);
    const room = await roomWithNews(ann, timed, 'Timer');
    await happenedAt(later(MONDAY_EVENING, -2), [room.id], [ann.id]);
    const clock = t.deps.clock;
    t.deps.clock = { now: () => MONDAY_EVENING };
    const errors: unknown[] = [];
    const stop = startMailDigests(t.deps, (error) => errors.push(error), 20);
    try {
      const deadline = Date.now() + 10_000;
      while ((await mails(timed)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      stop();
      t.deps.clock = clock;
    }
    expect((await mails(timed)).map((m) => m.kind)).toEqual(['dailySummary']);
    expect(errors).toEqual([]);
  });
});
