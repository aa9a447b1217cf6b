import { trpc } from '../../../lib/trpc';

/**
 * After a block or an unblock: the list, the profile pages, and the chat's lists (a block closes
 * the private chat between the two and hides each from the other) read afresh.
 */
export function useBlockListRefresh() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.blocks.list.invalidate(),
      utils.profiles.get.invalidate(),
      utils.chatData.get.invalidate(),
      utils.rooms.get.invalidate(),
      utils.privateChats.list.invalidate(),
    ]);
}
