import { randomUUID } from 'node:crypto';
import { type PresenceEvent, presenceTopic } from '@nahbar/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { InProcessBus } from './in-process-bus';
import { onlineWatch } from './online-watch';

const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);

describe('onlineWatch', () => {
  afterEach(() => {
    process.off('warning', onWarning);
    warnings.length = 0;
  });

  it('watches many members without Node warning of a listener leak, and hears each of them', async () => {
    process.on('warning', onWarning);
    const bus = new InProcessBus();
    const userIds = Array.from({ length: 25 }, () => randomUUID());
    const online = new Set<string>();
    const stop = new AbortController();
    const watch = onlineWatch(
      bus,
      {
        viewerId: randomUUID(),
        userIds,
        visibleOnline: async (ids) => new Set(ids.filter((id) => online.has(id))),
      },
      stop.signal,
    );
    expect((await watch.next()).value).toEqual({ type: 'online_users', onlineUsers: [] });
    const last = userIds.at(-1) as string;
    online.add(last);
    const event: PresenceEvent = { type: 'member_online', userId: last, online: true };
    await bus.publish(presenceTopic(last), event);
    expect((await watch.next()).value).toEqual({ type: 'member_online', userId: last, online: true });
    // Node emits its warning on a later turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
    stop.abort();
    expect((await watch.next()).done).toBe(true);
  });
});
