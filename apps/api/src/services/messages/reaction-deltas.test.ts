import { describe, expect, it } from 'vitest';
import { InProcessBus } from '../../realtime/in-process-bus';
import { publishReactionDelta } from './reaction-deltas';

const delta = (userId: string, emoji: string, added: boolean, roomId = 'room-a') => ({
  type: 'reaction_changed' as const,
  roomId,
  messageId: 'm1',
  emoji,
  userId,
  displayName: userId,
  added,
});

/** A bus that records what was published, with the turn of the event loop it came in. */
function recordingBus() {
  const bus = new InProcessBus();
  const published: { topic: string; event: unknown; turn: number }[] = [];
  let turn = 0;
  const tick = setInterval(() => {
    turn += 1;
  }, 0);
  const publish = bus.publish.bind(bus);
  bus.publish = async (topic, event) => {
    published.push({ topic, event, turn });
    return publish(topic, event);
  };
  return { bus, published, stop: () => clearInterval(tick) };
}

describe('reaction deltas', () => {
  it('go on the bus together per room, in the order they came, before their callers hear back', async () => {
    const { bus, published, stop } = recordingBus();
    const calls = [
      publishReactionDelta(bus, delta('ann', '👍', true)),
      publishReactionDelta(bus, delta('ben', '❤️', true)),
      publishReactionDelta(bus, delta('cleo', '👍', true, 'room-b')),
      publishReactionDelta(bus, delta('dora', '😂', true)),
    ];
    expect(published).toEqual([]);
    await Promise.all(calls);
    stop();
    expect(published.map((p) => [p.topic, (p.event as { userId: string }).userId])).toEqual([
      ['room:room-a', 'ann'],
      ['room:room-a', 'ben'],
      ['room:room-a', 'dora'],
      ['room:room-b', 'cleo'],
    ]);
    const roomA = published.filter((p) => p.topic === 'room:room-a');
    expect(new Set(roomA.map((p) => p.turn)).size).toBe(1);
  });

  it('a reaction added and taken back within the hold never travels; another member’s does', async () => {
    const { bus, published, stop } = recordingBus();
    await Promise.all([
      publishReactionDelta(bus, delta('ann', '👍', true)),
      publishReactionDelta(bus, delta('ben', '👍', true)),
      publishReactionDelta(bus, delta('ann', '👍', false)),
    ]);
    stop();
    expect(published.map((p) => (p.event as { userId: string }).userId)).toEqual(['ben']);
    // A later batch starts afresh: taking back one that travelled travels too.
    const next = recordingBus();
    await publishReactionDelta(next.bus, delta('ben', '👍', false));
    next.stop();
    expect(next.published).toHaveLength(1);
  });
});
