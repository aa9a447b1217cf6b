import { roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { closePrivateChat } from '../private-chats/close-private-chat';

/** Closes the open private chat between the actor and a member, if there is one, as the actor. */
export async function closeChatsBetween(deps: AppDeps, actor: Actor, otherId: string): Promise<void> {
  const room = await roomsQueries.findOpenDirect(deps.db, roomsQueries.directKeyOf(actor.id, otherId));
  if (room) await closePrivateChat(deps, actor, { roomId: room.id });
}
