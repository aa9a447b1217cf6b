import { PRESENCE_WATCH_MAX, type TPresenceUpdate } from '@nahbar/contracts';

/** A member's presence as a screen shows it: unknown while one's own connection is down. */
export type PresenceMark = 'online' | 'offline' | 'unknown';

/** Who of the watched is online, after one update of the server's `live.presence` stream. */
export function applyPresence(online: ReadonlySet<string>, update: TPresenceUpdate): ReadonlySet<string> {
  if (update.type === 'online_users') return new Set(update.onlineUsers);
  if (online.has(update.userId) === update.online) return online;
  const next = new Set(online);
  if (update.online) next.add(update.userId);
  else next.delete(update.userId);
  return next;
}

/** The ids one stream watches, in a stable order (a new stream only when the set changes). */
export function watchKey(userIds: readonly string[]): string {
  return [...new Set(userIds)].sort().slice(0, PRESENCE_WATCH_MAX).join(',');
}

/** A member's mark: unknown until the stream has said, and again while the channel is down. */
export function presenceMark(known: boolean, online: ReadonlySet<string>, userId: string): PresenceMark {
  if (!known) return 'unknown';
  return online.has(userId) ? 'online' : 'offline';
}
