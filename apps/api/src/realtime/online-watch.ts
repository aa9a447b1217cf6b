import { setMaxListeners } from 'node:events';
import {
  type PresenceEvent,
  presenceTopic,
  type TPresenceUpdate,
  type UserEvent,
  userTopic,
} from '@nahbar/contracts';
import type { EventBus } from './bus';
import { EventQueue } from './event-queue';

/** What a watch may show, decided by the policy (services/presence/presence-scope.ts). */
export interface OnlineWatchScope {
  viewerId: string;
  /** The members watched, without repeats. */
  userIds: readonly string[];
  /** Of `ids`, those online now whose status the viewer may see (privacy, blocks). */
  visibleOnline(ids: readonly string[]): Promise<Set<string>>;
}

type Heard = PresenceEvent | UserEvent;

/**
 * Whether each watched member is online anywhere, as the viewer may see it: first the list, then
 * each change. Subscribes before reading, so nothing falls between (the status is written before
 * it is published). A change of what the viewer may see (a block or friendship between the two,
 * on the viewer's topic; the member's privacy settings, on theirs) is decided again for that
 * member alone; one whose status turns hidden goes offline for the viewer.
 */
export async function* onlineWatch(
  bus: EventBus,
  scope: OnlineWatchScope,
  signal: AbortSignal,
): AsyncGenerator<TPresenceUpdate, void, undefined> {
  const watched = new Set(scope.userIds);
  const inner = new AbortController();
  const heard = new EventQueue<Heard>(signal, () => inner.abort());
  const topics = [...watched].map(presenceTopic) as string[];
  topics.push(userTopic(scope.viewerId));
  // Each subscription listens for the one abort: a watch of ten members or more is no leak,
  // and Node's warning that it might be would only bury real ones in the log.
  setMaxListeners(topics.length + 1, inner.signal);
  const subscriptions = topics.map((topic) => bus.subscribe<Heard>(topic, inner.signal));
  for (const subscription of subscriptions) {
    void (async () => {
      for await (const event of subscription) heard.push(event);
    })();
  }
  await Promise.all(subscriptions.map((subscription) => subscription.ready));

  const online = await scope.visibleOnline([...watched]);
  yield { type: 'online_users', onlineUsers: [...online] };
  for await (const event of heard) {
    const userId = memberOf(event);
    if (userId === undefined || !watched.has(userId)) continue;
    // Published after the write: asking again gives the status and the viewer's right to it.
    const now = (await scope.visibleOnline([userId])).has(userId);
    if (now === online.has(userId)) continue;
    if (now) online.add(userId);
    else online.delete(userId);
    yield { type: 'member_online', userId, online: now };
  }
}

/** The member an event may change the viewer's view of. */
function memberOf(event: Heard): string | undefined {
  if (event.type === 'member_online' || event.type === 'presence_visibility') return event.userId;
  if (event.type === 'relations_changed') return event.userId;
  return undefined;
}
