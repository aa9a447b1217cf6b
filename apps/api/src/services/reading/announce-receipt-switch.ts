import { type UserEvent, userTopic } from '@nahbar/contracts';
import { readReceiptsQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';

/**
 * The member turned read receipts on or off: the other members of their open private chats read
 * the receipt again (`relations_changed` names the member, as for their other settings), so a
 * "Seen" already on their screen goes at once rather than at the next opening of the chat.
 */
export async function announceReceiptSwitch(deps: AppDeps, userId: string): Promise<void> {
  const partners = await readReceiptsQueries.privateChatPartners(deps.db, userId);
  const event: UserEvent = { type: 'relations_changed', userId };
  await Promise.all(partners.map((partner) => deps.bus.publish(userTopic(partner), event)));
}
