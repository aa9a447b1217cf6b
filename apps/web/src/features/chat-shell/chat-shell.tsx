import { Box, Center, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { TEXT, type TSessionUser } from '@nahbar/contracts';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../auth/session';
import { ChatHeader } from './chat-header';
import { ChatSidebar } from './chat-sidebar';
import { useConnectionStatus } from './use-connection-status';

const BORDER = '1px solid var(--mantine-color-dark-4)';
const DESKTOP_QUERY = '(min-width: 64em)';

/** The signed-in chat frame: sidebar (a drawer below 768 px), header and the message area. */
export function ChatShell({ user }: { user: TSessionUser; roomId?: string }) {
  const { signOut } = useSession();
  const status = useConnectionStatus();
  const isMobile = useMediaQuery('(max-width: 47.99em)') ?? false;
  // The members panel is open by default on desktop only (accounts spec §2), read once on entry.
  const [membersOpen, setMembersOpen] = useState(() => window.matchMedia(DESKTOP_QUERY).matches);
  const [menuOpen, menu] = useDisclosure(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    await signOut();
  };

  return (
    <Box h="100dvh" style={{ display: 'flex', overflow: 'hidden' }}>
      <Box
        component="aside"
        aria-label="Chats"
        visibleFrom="sm"
        w={{ sm: 260, md: 300 }}
        style={{ flexShrink: 0, borderRight: BORDER, background: 'var(--mantine-color-dark-8)' }}
      >
        <ChatSidebar user={user} />
      </Box>
      <Drawer.Root opened={menuOpen && isMobile} onClose={menu.close} size={300} padding={0}>
        <Drawer.Overlay />
        <Drawer.Content aria-label="Chats" bg="dark.8">
          <Drawer.Body h="100%" p={0}>
            <ChatSidebar user={user} onNavigate={menu.close} onClose={menu.close} />
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
      <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box component="header" h={60} style={{ flexShrink: 0, borderBottom: BORDER }}>
          <ChatHeader
            roomName={null}
            status={status}
            menuOpen={menuOpen && isMobile}
            onToggleMenu={menu.toggle}
            isAdmin={user.role === 'admin'}
            membersOpen={membersOpen}
            onToggleMembers={() => setMembersOpen((open) => !open)}
            onLogout={logout}
            loggingOut={loggingOut}
          />
        </Box>
        <Box component="main" style={{ flex: 1, minHeight: 0 }}>
          <Center h="100%" p="md">
            <Stack align="center" gap="xs">
              <Box c="dark.2">
                <IconMessages size={48} stroke={1.25} aria-hidden />
              </Box>
              <Text c="dimmed" ta="center">
                {TEXT.chat.selectRoomToChat}
              </Text>
            </Stack>
          </Center>
        </Box>
      </Box>
    </Box>
  );
}
