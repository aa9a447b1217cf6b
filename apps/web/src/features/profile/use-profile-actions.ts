import type { TPublicProfile } from '@nahbar/contracts';
import { useNavigate } from '@tanstack/react-router';
import { serverErrorText, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../toasts';

export type ProfileActionHandlers = ReturnType<typeof useProfileActions>;

/**
 * What the profile page's buttons do (accounts spec §2, §7, §8): open a private chat, block
 * (once confirmed) and unblock; the friendship's buttons use the friends page's calls. The page shows the result at once (its cached profile is updated), then reloads it
 * and the lists a block changes (blocked members, room members, private chats).
 */
export function useProfileActions(profile: TPublicProfile) {
  const m = useT();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const userId = profile.user.id;

  const afterRelationChange = async (blockedByMe: boolean) => {
    utils.profiles.get.setData({ userId }, (old) =>
      old ? { ...old, blockedByMe, canMessage: blockedByMe ? false : old.canMessage } : old,
    );
    await Promise.all([
      utils.profiles.get.invalidate({ userId }),
      utils.blocks.list.invalidate(),
      utils.chatData.get.invalidate(),
      utils.rooms.get.invalidate(),
      utils.privateChats.list.invalidate(),
    ]);
  };

  const startChat = trpc.privateChats.create.useMutation({
    onSuccess: async ({ room }) => {
      await Promise.all([utils.chatData.get.invalidate(), utils.privateChats.list.invalidate()]);
      await navigate({ to: '/chat/$roomId', params: { roomId: room.id } });
    },
    onError: (error) =>
      showFailureToast(m.profile.errorTitle, serverErrorText(m, error) ?? m.profile.startChatFailed),
  });

  const block = trpc.blocks.block.useMutation({
    onSuccess: async () => {
      showSuccessToast(m.profile.blocked, m.profile.blockedTitle);
      await afterRelationChange(true);
    },
    onError: (error) =>
      showFailureToast(m.profile.errorTitle, serverErrorText(m, error) ?? m.profile.blockFailed),
  });

  const unblock = trpc.blocks.unblock.useMutation({
    onSuccess: async () => {
      showSuccessToast(m.settings.unblocked);
      await afterRelationChange(false);
    },
    onError: (error) => showFailureToast(m.settings.unblockFailed, serverErrorText(m, error)),
  });

  return {
    sendMessage: () => startChat.mutate({ userId }),
    startingChat: startChat.isPending,
    // accounts spec §7: a block from here carries a fixed reason naming the profile page.
    // `onDone` closes the confirmation once the block is made.
    block: (onDone?: () => void) =>
      block.mutate({ userId, reason: m.profile.blockReason }, { onSuccess: () => onDone?.() }),
    blocking: block.isPending,
    unblock: () => unblock.mutate({ userId }),
    unblocking: unblock.isPending,
  };
}
