import { Badge, Box, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME, type TSessionUser } from '@nahbar/contracts';
import { IconMessageCircle } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { LineTabs } from '../../components/line-tabs';
import { useT } from '../../i18n';
import { useChat } from '../chat/provider/chat-context';
import { unreadChatCount } from '../chat/read-position/read-position-rules';
import { PrivateChatList } from '../chat/sidebar/private-chat-list';
import { RoomList } from '../chat/sidebar/room-list';
import { SearchButton } from '../search/search-button';
import { ProfilePrompt } from './profile-prompt';
import { SidebarUserCard } from './sidebar-user-card';

type SidebarTab = 'rooms' | 'private';

interface ChatSidebarProps {
  user: TSessionUser;
  /** Called when a link inside was followed, so the mobile drawer can close. */
  onNavigate?: () => void;
  /** Given inside the mobile drawer, which has no header of its own. */
  onClose?: () => void;
}

/**
 * Product name, search, the user's card (with a prompt to fill in a fresh profile) and the
 * Rooms / Private lists (chat-core §2). Memoised, with the card, the prompt and the search
 * button: the chat screen re-renders on every change of its state, the sidebar on few.
 */
export const ChatSidebar = memo(function ChatSidebar({ user, onNavigate, onClose }: ChatSidebarProps) {
  const m = useT();
  const [tab, setTab] = useState<SidebarTab>('rooms');
  const { privateChats, unread } = useChat();
  const privateChatCount = privateChats.length;
  // While the Private tab is hidden its badge counts the chats (chat spec §2), in red the chats
  // with something unread when there are any.
  const unreadChats = unreadChatCount(
    unread,
    privateChats.map((chat) => chat.id),
  );

  return (
    <Stack gap="md" h="100%" p="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3" c="orange.5">
          {PRODUCT_NAME}
        </Title>
        <Group gap={4} wrap="nowrap">
          <SearchButton onOpen={onNavigate} />
          {onClose && <CloseButton size="lg" aria-label={m.shell.closeMenu} onClick={onClose} />}
        </Group>
      </Group>
      <SidebarUserCard user={user} onNavigate={onNavigate} />
      <ProfilePrompt user={user} onNavigate={onNavigate} />
      <LineTabs
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'rooms', label: m.shell.tabRooms, panel: <RoomList onNavigate={onNavigate} /> },
          {
            value: 'private',
            label: m.shell.tabPrivate,
            section:
              tab === 'private' ? null : unreadChats > 0 ? (
                <Badge size="xs" circle color="red">
                  {unreadChats}
                </Badge>
              ) : privateChatCount > 0 ? (
                <Badge size="xs" circle>
                  {privateChatCount}
                </Badge>
              ) : null,
            panel:
              privateChatCount > 0 ? (
                <PrivateChatList onNavigate={onNavigate} />
              ) : (
                <Stack align="center" gap={4} py="xl" px="sm">
                  <Box c="dimmed" mb={4}>
                    <IconMessageCircle size={32} stroke={1.5} aria-hidden />
                  </Box>
                  <Text fw={500} ta="center">
                    {m.chat.noPrivateChats}
                  </Text>
                  <Text size="sm" c="dimmed" ta="center">
                    {m.chat.clickUserToChat}
                  </Text>
                </Stack>
              ),
          },
        ]}
      />
    </Stack>
  );
});
