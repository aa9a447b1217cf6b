import type { trpc } from '../../lib/trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * Everything that shows how the signed-in member relates to others: friends, requests and
 * their statuses, Find results, blocks, profiles, the room members and private chats a block
 * hides or closes. Asked
 * again after one's own change and whenever the server says a relation changed.
 */
export function invalidateRelations(utils: Utils): Promise<unknown> {
  return Promise.all([
    utils.friends.invalidate(),
    utils.blocks.invalidate(),
    utils.profiles.invalidate(),
    utils.rooms.get.invalidate(),
    // A block closes the private chat between the two.
    utils.chatData.get.invalidate(),
    utils.privateChats.list.invalidate(),
  ]);
}
