import { Box, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { TSessionUser } from '@nahbar/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { HEADER_HEIGHT } from '../../lib/layout';
import { useSession } from '../auth/session';
import { ChatMain } from '../chat/chat-main';
import { canInviteTo } from '../chat/invite/invite-rules';
import { LiveRegion } from '../chat/live-region';
import { MembersPanel } from '../chat/members/members-panel';
import { ResizableSplit } from '../chat/members/resizable-split';
import { useChat } from '../chat/state/chat-context';
import { ChatProvider } from '../chat/state/chat-provider';
import { SocialActionsProvider } from '../safety/social-actions-provider';
import { ChatHeader } from './chat-header';
import { ChatSidebar } from './chat-sidebar';
import { useConnectionStatus } from './use-connection-status';
import { useOtherOnline } from './use-other-online';

const BORDER = '1px solid var(--mantine-color-dark-4)';
const DESKTOP_QUERY = '(min-width: 64em)';

/**
 * Escape closes a drawer only when pressed in it. Mantine's own handler listens on the window, so
 * Escape in a dialog or menu opened from the drawer (create room, a member's menu) would close
 * the drawer as well, and focus could not return to the button that opened the dialog.
 */
function escapeInside(close: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (
      event.key === 'Escape' &&
      event.target instanceof Node &&
      event.currentTarget.contains(event.target)
    ) {
      close();
    }
  };
}

/** The signed-in chat screen: the chat state around the frame. */
export function ChatShell({ user, roomId }: { user: TSessionUser; roomId?: string }) {
  return (
    <ChatProvider user={user} routeRoomId={roomId}>
      <SocialActionsProvider>
        <ChatFrame user={user} />
      </SocialActionsProvider>
    </ChatProvider>
  );
}

/**
 * Sidebar (a drawer below 768 px), header, the message area and the members panel: beside the
 * messages and resizable on desktop, a drawer from the right on mobile and tablet.
 */
function ChatFrame({ user }: { user: TSessionUser }) {
  const m = useT();
  const { signOut } = useSession();
  const { activeRoom, rooms } = useChat();
  const listed = activeRoom && rooms.find((room) => room.id === activeRoom.id);
  const inviteTo =
    activeRoom && canInviteTo(listed ?? undefined, activeRoom.isDirect, user.id)
      ? { roomId: activeRoom.id, roomName: activeRoom.name }
      : null;
  const otherOnline = useOtherOnline();
  const status = useConnectionStatus();
  const isMobile = useMediaQuery('(max-width: 47.99em)') ?? false;
  const isDesktop = useMediaQuery(DESKTOP_QUERY, window.matchMedia(DESKTOP_QUERY).matches) ?? false;
  // The members panel is open by default on desktop only (accounts spec §2), read once on entry.
  const [membersOpen, setMembersOpen] = useState(() => window.matchMedia(DESKTOP_QUERY).matches);
  const [menuOpen, menu] = useDisclosure(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Leaving the drawer for a room or a dialog (search) hands focus to the menu button at once: a
  // dialog opened on the way then returns focus there, not to a button that has gone with the drawer.
  const leaveMenu = () => {
    menu.close();
    menuButton.current?.focus();
  };
  const [loggingOut, setLoggingOut] = useState(false);
  const closeMembers = () => setMembersOpen(false);
  // Crossing the desktop width (a resized window, a turned tablet) starts that layout's default
  // again: a panel left open on desktop must not spring open as a drawer over the chat.
  const wasDesktop = useRef(isDesktop);
  useEffect(() => {
    if (wasDesktop.current === isDesktop) return;
    wasDesktop.current = isDesktop;
    setMembersOpen(isDesktop);
  }, [isDesktop]);

  const logout = async () => {
    setLoggingOut(true);
    await signOut();
  };

  return (
    <Box h="100dvh" style={{ display: 'flex', overflow: 'hidden' }}>
      <Box
        component="aside"
        aria-label={m.shell.chats}
        visibleFrom="sm"
        w={{ sm: 260, md: 300 }}
        style={{ flexShrink: 0, borderRight: BORDER, background: 'var(--mantine-color-dark-8)' }}
      >
        <ChatSidebar user={user} />
      </Box>
      <Drawer.Root
        opened={menuOpen && isMobile}
        onClose={menu.close}
        closeOnEscape={false}
        size={300}
        padding={0}
      >
        <Drawer.Overlay />
        <Drawer.Content aria-label={m.shell.chats} bg="dark.8" onKeyDown={escapeInside(menu.close)}>
          <Drawer.Body h="100%" p={0}>
            <ChatSidebar user={user} onNavigate={leaveMenu} onClose={menu.close} />
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
      <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box component="header" h={HEADER_HEIGHT} style={{ flexShrink: 0, borderBottom: BORDER }}>
          <ChatHeader
            roomName={activeRoom?.name ?? null}
            levelRoomId={activeRoom?.id ?? null}
            otherOnline={otherOnline}
            inviteTo={inviteTo}
            status={status}
            menuOpen={menuOpen && isMobile}
            onToggleMenu={menu.toggle}
            menuButtonRef={menuButton}
            isAdmin={user.role === 'admin'}
            membersOpen={membersOpen}
            onToggleMembers={() => setMembersOpen((open) => !open)}
            onLogout={logout}
            loggingOut={loggingOut}
          />
        </Box>
        <Box component="main" style={{ flex: 1, minHeight: 0 }}>
          <ResizableSplit main={<ChatMain />} panel={isDesktop && membersOpen ? <MembersPanel /> : null} />
        </Box>
      </Box>
      <Drawer.Root
        opened={membersOpen && !isDesktop}
        onClose={closeMembers}
        position="right"
        closeOnEscape={false}
        size={300}
        padding={0}
      >
        <Drawer.Overlay />
        <Drawer.Content aria-label={m.chat.onlineInRoom} bg="dark.8" onKeyDown={escapeInside(closeMembers)}>
          <Drawer.Body h="100%" p={0}>
            <MembersPanel onClose={closeMembers} />
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
      <LiveRegion />
    </Box>
  );
}
