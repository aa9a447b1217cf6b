import type { TChatData } from '@nahbar/contracts';
import { roomMembersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { listPrivateChats } from '../private-chats/list-private-chats';
import { unreadOf } from '../reading/read-positions';
import { listRooms } from '../rooms/list-rooms';

/** What the chat screen loads first (`GET /api/chat-data/{userId}`). */
export async function getChatData(deps: AppDeps, actor: Actor): Promise<TChatData> {
  const asOf = deps.clock.now().toISOString();
  const [privateRooms, rooms, unread, notificationLevels] = await Promise.all([
    listPrivateChats(deps, actor),
    listRooms(deps, actor),
    unreadOf(deps, actor),
    roomMembersQueries.quietenedRoomsOf(deps.db, actor.id),
  ]);
  return { privateRooms, rooms, unread, notificationLevels, asOf };
}
