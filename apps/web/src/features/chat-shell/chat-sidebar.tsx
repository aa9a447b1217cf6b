import { Badge, Box, CloseButton, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { PRODUCT_NAME, TEXT, type TSessionUser } from '@nahbar/contracts';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { PrivateChatList } from '../chat/sidebar/private-chat-list';
import { RoomList } from '../chat/sidebar/room-list';
import { useChat } from '../chat/state/chat-context';
import { SearchButton } from '../search/search-button';
import { SidebarUserCard } from './sidebar-user-card';

type SidebarTab = 'rooms' | 'private';

interface ChatSidebarProps {
  user: TSessionUser;
  /** Called when a link inside was followed, so the mobile drawer can close. */
  onNavigate?: () => void;
  /** Given inside the mobile drawer, which has no header of its own. */
  onClose?: () => void;
}

/** Product name, search, the user's card and the Rooms / Private lists (chat-core §2). */
export function ChatSidebar({ user, onNavigate, onClose }: ChatSidebarProps) {
  const [tab, setTab] = useState<SidebarTab>('rooms');
  // The badge shows while the Private tab is hidden.
  const privateChatCount = useChat().privateChats.length;

  return (
    <Stack gap="md" h="100%" p="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3" c="orange.5">
          {PRODUCT_NAME}
        </Title>
        <Group gap={4} wrap="nowrap">
          <SearchButton onOpen={onNavigate} />
          {onClose && <CloseButton size="lg" aria-label="Close menu" onClick={onClose} />}
        </Group>
      </Group>
      <SidebarUserCard user={user} onNavigate={onNavigate} />
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'private' ? 'private' : 'rooms')}
        style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
      >
        <Tabs.List grow>
          <Tabs.Tab value="rooms">Rooms</Tabs.Tab>
          <Tabs.Tab
            value="private"
            rightSection={
              tab !== 'private' && privateChatCount > 0 ? (
                <Badge size="xs" circle>
                  {privateChatCount}
                </Badge>
              ) : null
            }
          >
            Private
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rooms" pt="sm" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          <RoomList onNavigate={onNavigate} />
        </Tabs.Panel>
        <Tabs.Panel value="private" pt="sm" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          {privateChatCount > 0 && <PrivateChatList onNavigate={onNavigate} />}
          {privateChatCount === 0 && (
            <Stack align="center" gap={4} py="xl" px="sm">
              <Box c="dimmed" mb={4}>
                <IconMessageCircle size={32} stroke={1.5} aria-hidden />
              </Box>
              <Text fw={500} ta="center">
                {TEXT.chat.noPrivateChats}
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                {TEXT.chat.clickUserToChat}
              </Text>
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
