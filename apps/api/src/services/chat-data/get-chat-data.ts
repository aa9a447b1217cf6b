import type { TChatData } from '@nahbar/contracts';
import type { Actor, AppDeps } from '../../deps';
import { listPrivateChats } from '../private-chats/list-private-chats';
import { listRooms } from '../rooms/list-rooms';

/** What the chat screen loads first (`GET /api/chat-data/{userId}`). */
export async function getChatData(deps: AppDeps, actor: Actor): Promise<TChatData> {
  const [privateRooms, rooms] = await Promise.all([listPrivateChats(deps, actor), listRooms(deps, actor)]);
  return { privateRooms, rooms };
}
