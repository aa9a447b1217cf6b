import { roomTopic, type TMessage, type TRoomActivity, type UserEvent, userTopic } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../test/live-clients';
import { InProcessBus } from './in-process-bus';
import { type ActivityScope, roomActivity } from './room-activity';
import { RoomFeeds } from './room-feeds';

const ROOM = 'room-1';
const message = (sequenceId: number, userId: string, mentionedUserIds: string[] = []) =>
  ({ roomId: ROOM, sequenceId, userId, mentionedUserIds }) as unknown as TMessage;

/**
 * Runs the stream over `scope` until the room is followed, with a second listener after it: once
 * that listener has a message, the stream had it too. `stop` ends both.
 */
async function streamed(feeds: RoomFeeds, bus: InProcessBus, scope: ActivityScope) {
  const controller = new AbortController();
  const seen: TRoomActivity[] = [];
  void (async () => {
    for await (const activity of roomActivity(feeds, bus, scope, controller.signal)) seen.push(activity);
  })();
  await eventually(() => (feeds.size === 1 ? true : undefined), 'the room followed');
  const reached: number[] = [];
  const after = await feeds.follow(ROOM, undefined, (event) => {
    if (event.type === 'new_message') reached.push(event.message.sequenceId);
  });
  const stop = () => {
    controller.abort();
    after.stop();
    feeds.close();
  };
  return { seen, reached, stop };
}

describe('room activity', () => {
  it('judges messages that come while the blocks are read again by the new blocks', async () => {
    const bus = new InProcessBus();
    const feeds = new RoomFeeds(bus, { head: async () => 0, after: async () => [] });
    let answer: (hidden: ReadonlySet<string>) => void = () => {};
    let asked = false;
    const scope: ActivityScope = {
      memberId: 'me',
      rooms: [ROOM],
      hidden: new Set(),
      stillMember: async () => true,
      hiddenNow: () => {
        asked = true;
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
      missed: async () => [],
    };
    const { seen, reached, stop } = await streamed(feeds, bus, scope);

    const changed: UserEvent = { type: 'relations_changed', userId: 'blocked' };
    await bus.publish(userTopic('me'), changed);
    await eventually(() => (asked ? true : undefined), 'the blocks read again');
    // The member just blocked mentions me; someone else writes after.
    await bus.publish(roomTopic(ROOM), { type: 'new_message', message: message(1, 'blocked', ['me']) });
    await bus.publish(roomTopic(ROOM), { type: 'new_message', message: message(2, 'other') });
    await eventually(() => (reached.includes(2) ? true : undefined), 'both messages in the feed');
    answer(new Set(['blocked']));
    await eventually(() => seen.find((a) => a.sequenceId === 2), 'the other’s message');
    expect(seen).toEqual([{ roomId: ROOM, sequenceId: 2, mentioned: false }]);
    stop();
  });

  it('starts with what was written before the rooms were followed, merged with what comes live', async () => {
    const bus = new InProcessBus();
    const feeds = new RoomFeeds(bus, { head: async () => 4, after: async () => [] });
    let release: () => void = () => {};
    const scope: ActivityScope = {
      memberId: 'me',
      rooms: [ROOM],
      hidden: new Set(),
      stillMember: async () => true,
      hiddenNow: async () => new Set(),
      // Held until a live message has come, so the two meet in the same start.
      missed: () =>
        new Promise((resolve) => {
          release = () =>
            resolve([
              { roomId: ROOM, sequenceId: 4, mentioned: true },
              { roomId: 'not-followed', sequenceId: 9, mentioned: false },
            ]);
        }),
    };
    const { seen, reached, stop } = await streamed(feeds, bus, scope);
    await bus.publish(roomTopic(ROOM), { type: 'new_message', message: message(5, 'other') });
    await eventually(() => (reached.includes(5) ? true : undefined), 'the live message in the feed');
    release();
    await eventually(() => seen[0], 'the first activity');
    // One event for the room: the newest sequence id, and the earlier mention kept.
    expect(seen).toEqual([{ roomId: ROOM, sequenceId: 5, mentioned: true }]);
    stop();
  });
});
