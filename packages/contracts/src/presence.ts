import { z } from 'zod';
import { ZUserId } from './rooms';

/** The most members one `live.presence` stream watches: a room's member list is paged to this. */
export const PRESENCE_WATCH_MAX = 200;

/**
 * Ours: the members whose online status (anywhere in the app) a screen shows: a room's member
 * list, private chat partners, a profile.
 */
export const ZPresenceWatchInput = z.object({
  userIds: z.array(ZUserId).max(PRESENCE_WATCH_MAX),
});
export type TPresenceWatchInput = z.input<typeof ZPresenceWatchInput>;

/**
 * On the bus, `presence:<userId>`: the member came online or went offline anywhere (their first
 * connection opened, their last one closed, on any instance), or their privacy settings changed
 * and watchers decide again whether they may see it.
 */
export type PresenceEvent =
  | { type: 'member_online'; userId: string; online: boolean }
  | { type: 'presence_visibility'; userId: string };

export const presenceTopic = (userId: string) => `presence:${userId}` as const;

/**
 * What `live.presence` streams: first who of the watched members is online (as far as the viewer
 * may see), then each change. A member whose status the viewer may no longer see goes offline.
 */
export type TPresenceUpdate =
  | { type: 'online_users'; onlineUsers: string[] }
  | { type: 'member_online'; userId: string; online: boolean };
