import { Box, CloseButton, Group, Text, UnstyledButton } from '@mantine/core';
import { UserAvatar } from '@nahbar/ui';
import classes from '../chat.module.css';
import { useChat } from '../state/chat-context';

/** Open private chats with the other participant and a close button each (chat spec §2). */
export function PrivateChatList({ onNavigate }: { onNavigate?: () => void }) {
  const { privateChats, activeRoom, selectRoom, closePrivateChat } = useChat();

  return (
    <Box component="ul" aria-label="Private chats" m={0} p={0} style={{ listStyle: 'none' }}>
      {privateChats.map((chat) => {
        const other = chat.participant2;
        const active = chat.id === activeRoom?.id;
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
              aria-label={`Private chat with ${other.displayName}`}
              onClick={() => {
                selectRoom(chat.id, other.displayName);
                onNavigate?.();
              }}
            >
              <Group gap="sm" wrap="nowrap">
                <UserAvatar
                  name={other.displayName}
                  gender={other.gender}
                  photoUrl={other.primaryPhoto?.photoUrl}
                  size={32}
                />
                <Box miw={0}>
                  <Text size="sm" fw={active ? 600 : 500} truncate>
                    {other.displayName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    @{other.username}
                  </Text>
                </Box>
              </Group>
            </UnstyledButton>
            <CloseButton
              size="sm"
              aria-label={`Close private chat with ${other.displayName}`}
              onClick={() => closePrivateChat(chat)}
            />
          </Group>
        );
      })}
    </Box>
  );
}
