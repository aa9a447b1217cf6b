import { ActionIcon, Group } from '@mantine/core';
import type { TPublicUser } from '@nahbar/contracts';
import { LazyMenu, LazyTooltip } from '@nahbar/ui';
import {
  IconCheck,
  IconMessageCircle,
  IconUserCheck,
  IconUserHeart,
  IconUserMinus,
  IconUserPlus,
  IconX,
} from '@tabler/icons-react';
import { type ReactElement, useState } from 'react';
import { LazyDialog } from '../../components/lazy-dialog';
import { useT } from '../../i18n';
import { DANGER_ITEM_COLOR } from '../chat/members/user-menu-items';
import { useChat } from '../chat/provider/chat-context';
import { useFriendActions } from './use-friend-actions';
import { useRelation } from './use-relations';

const ICON = { size: 18, stroke: 1.75 } as const;

const loadRemoveFriendDialog = () =>
  import('./remove-friend-dialog').then((module) => module.RemoveFriendDialog);

function Tip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <LazyTooltip label={label} openDelay={700}>
      {children}
    </LazyTooltip>
  );
}

/**
 * The friend button beside another member in the chat (chat spec §4): Add Friend; a disabled
 * 'Request Sent'; Accept and Decline for a request received; for a friend a dropdown with
 * Message and Remove Friend, which asks for confirmation. Icons, as the panel is narrow; each
 * is named with the member for screen readers and titled by a tooltip.
 */
export function FriendButton({ member }: { member: TPublicUser }) {
  const m = useT();
  const relation = useRelation(member.id);
  const actions = useFriendActions('chat');
  const { selectRoom } = useChat();
  const [confirming, setConfirming] = useState(false);
  const name = member.displayName;
  if (!relation) return null;

  switch (relation.status) {
    case 'none':
      return (
        <Tip label={m.friends.addFriend}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={m.friends.addFriendNamed(name)}
            loading={actions.pending}
            onClick={() => actions.send(member)}
          >
            <IconUserPlus {...ICON} />
          </ActionIcon>
        </Tip>
      );
    case 'pending_sent':
      // aria-disabled rather than disabled: it stays focusable, so its tooltip can say why.
      return (
        <Tip label={m.friends.statusRequestSent}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={m.friends.requestSentNamed(name)}
            aria-disabled
            data-disabled
          >
            <IconUserCheck {...ICON} />
          </ActionIcon>
        </Tip>
      );
    case 'pending_received': {
      const { requestId } = relation;
      return (
        <Group gap={2} wrap="nowrap">
          <Tip label={m.friends.accept}>
            <ActionIcon
              variant="light"
              color="teal"
              aria-label={m.friends.acceptFrom(name)}
              disabled={actions.pending}
              onClick={() => requestId && actions.respond(requestId, 'accept')}
            >
              <IconCheck {...ICON} />
            </ActionIcon>
          </Tip>
          <Tip label={m.friends.decline}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={m.friends.declineFrom(name)}
              disabled={actions.pending}
              onClick={() => requestId && actions.respond(requestId, 'decline')}
            >
              <IconX {...ICON} />
            </ActionIcon>
          </Tip>
        </Group>
      );
    }
    case 'friends':
      return (
        <>
          <LazyMenu
            position="bottom-end"
            shadow="md"
            withinPortal
            target={
              <ActionIcon
                variant="subtle"
                color="teal"
                aria-label={m.friends.friendsWith(name)}
                loading={actions.pending}
              >
                <IconUserHeart {...ICON} />
              </ActionIcon>
            }
          >
            {(Menu) => (
              <>
                <Menu.Item
                  leftSection={<IconMessageCircle size={16} stroke={1.75} />}
                  onClick={() => actions.startChat(member, (roomId) => selectRoom(roomId, name))}
                >
                  {m.friends.message}
                </Menu.Item>
                <Menu.Item
                  color={DANGER_ITEM_COLOR}
                  leftSection={<IconUserMinus size={16} stroke={1.75} />}
                  onClick={() => setConfirming(true)}
                >
                  {m.friends.removeFriend}
                </Menu.Item>
              </>
            )}
          </LazyMenu>
          <LazyDialog load={loadRemoveFriendDialog} opened={confirming} onClose={() => setConfirming(false)}>
            {(RemoveFriendDialog, shown) => (
              <RemoveFriendDialog
                name={shown ? name : null}
                pending={actions.pending}
                onClose={() => setConfirming(false)}
                onConfirm={() => actions.remove(member, () => setConfirming(false))}
              />
            )}
          </LazyDialog>
        </>
      );
  }
}
