import { Box, CloseButton, Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { MemberLine } from '@nahbar/ui';
import { useT } from '../../../i18n';
import classes from '../chat.module.css';
import { useChat } from '../provider/chat-context';
import { UnreadBadge, unreadBadgeId } from './unread-badge';

/** Open private chats with the other participant and a close button each (chat spec §2). */
export function PrivateChatList({ onNavigate }: { onNavigate?: () => void }) {
  const m = useT();
  const { privateChats, activeRoom, selectRoom, closePrivateChat, unread, notificationLevels } = useChat();

  return (
    <Box component="ul" aria-label={m.sidebar.privateChats} m={0} p={0} style={{ listStyle: 'none' }}>
      {privateChats.map((chat) => {
        const other = chat.participant2;
        const active = chat.id === activeRoom?.id;
        const unreadHere = active ? undefined : unread.find((entry) => entry.roomId === chat.id);
        return (
          <Group
            component="li"
            key={chat.id}
            gap={4}
            wrap="nowrap"
            pr={4}
            className={active ? classes.active : classes.hoverable}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <UnstyledButton
              px="sm"
              py={6}
              style={{ flex: 1, minWidth: 0 }}
              aria-current={active ? 'true' : undefined}
              aria-describedby={unreadHere ? unreadBadgeId(chat.id) : undefined}
              onClick={() => {
                selectRoom(chat.id, other.displayName);
                onNavigate?.();
              }}
            >
              <MemberLine
                user={other}
                nameWeight={active ? 600 : 500}
                // Named by what it shows (WCAG 2.5.3), the name read within 'Private chat with …'.
                name={
                  <>
                    <span aria-hidden>{other.displayName}</span>
                    <VisuallyHidden>{m.sidebar.privateChatWith(other.displayName)}</VisuallyHidden>
                  </>
                }
              />
            </UnstyledButton>
            <UnreadBadge unread={unreadHere} level={notificationLevels.levelOf(chat.id)} />
            <CloseButton
              size="sm"
              aria-label={m.sidebar.closePrivateChatWith(other.displayName)}
              onClick={() => closePrivateChat(chat)}
            />
          </Group>
        );
      })}
    </Box>
  );
}
