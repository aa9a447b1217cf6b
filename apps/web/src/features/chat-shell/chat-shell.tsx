import { Box } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { TSessionUser } from '@nahbar/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LazyDialog } from '../../components/lazy-dialog';
import { useT } from '../../i18n';
import { afterFirstScreen } from '../../lib/after-first-screen';
import { HEADER_HEIGHT, MEDIA } from '../../lib/layout';
import { useSession } from '../auth/session';
import { ChatMain } from '../chat/chat-main';
import { canInviteTo } from '../chat/invite/invite-rules';
import { leaveCaseOf } from '../chat/leave-room/leave-room-rules';
import { LiveRegion } from '../chat/live-region/live-region';
import { MembersPanel } from '../chat/members/members-panel';
import { ResizableSplit } from '../chat/members/resizable-split';
import { useChat } from '../chat/provider/chat-context';
import { ChatProvider } from '../chat/provider/chat-provider';
import { roomDescriptionText } from '../chat/room-description/room-description';
import { SocialActionsProvider } from '../safety/social-actions-provider';
import { ChatHeader } from './chat-header';
import { ChatSidebar } from './chat-sidebar';
import { useConnectionStatus } from './use-connection-status';
import { useOtherOnline } from './use-other-online';

const BORDER = '1px solid var(--mantine-color-dark-4)';

// The drawers are not in the first download: fetched once the screen is up (where the screen is
// narrow enough for them), or when one first opens.
const loadChatDrawer = () => import('./chat-drawer').then((module) => module.ChatDrawer);

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
  const canInvite = !!activeRoom && canInviteTo(listed ?? undefined, activeRoom.isDirect, user.id);
  // Props of the memoised header keep their identity while they mean the same.
  const inviteTo = useMemo(
    () => (canInvite && activeRoom ? { roomId: activeRoom.id, roomName: activeRoom.name } : null),
    [canInvite, activeRoom],
  );
  const leaveCase = activeRoom && !activeRoom.isDirect ? leaveCaseOf(listed ?? undefined, user.id) : null;
  const leaveFrom = useMemo(
    () => (activeRoom && leaveCase ? { roomId: activeRoom.id, roomName: activeRoom.name, leaveCase } : null),
    [activeRoom, leaveCase],
  );
  const otherOnline = useOtherOnline();
  const status = useConnectionStatus();
  const isMobile = useMediaQuery(MEDIA.mobile) ?? false;
  const isDesktop = useMediaQuery(MEDIA.desktop, window.matchMedia(MEDIA.desktop).matches) ?? false;
  // The members panel is open by default on desktop only (accounts spec §2), read once on entry.
  const [membersOpen, setMembersOpen] = useState(() => window.matchMedia(MEDIA.desktop).matches);
  const [menuOpen, menu] = useDisclosure(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Leaving the drawer for a room or a dialog (search) hands focus to the menu button at once: a
  // dialog opened on the way then returns focus there, not to a button that has gone with the drawer.
  const closeMenu = menu.close;
  const leaveMenu = useCallback(() => {
    closeMenu();
    menuButton.current?.focus();
  }, [closeMenu]);
  const [loggingOut, setLoggingOut] = useState(false);
  const closeMembers = useCallback(() => setMembersOpen(false), []);
  const toggleMembers = useCallback(() => setMembersOpen((open) => !open), []);
  // Crossing the desktop width (a resized window, a turned tablet) starts that layout's default
  // again: a panel left open on desktop must not spring open as a drawer over the chat.
  const wasDesktop = useRef(isDesktop);
  useEffect(() => {
    if (wasDesktop.current === isDesktop) return;
    wasDesktop.current = isDesktop;
    setMembersOpen(isDesktop);
  }, [isDesktop]);

  useEffect(() => {
    if (!isDesktop) return afterFirstScreen(() => void loadChatDrawer().catch(() => undefined));
  }, [isDesktop]);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    await signOut();
  }, [signOut]);

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
      <LazyDialog load={loadChatDrawer} opened={menuOpen && isMobile} onClose={menu.close}>
        {(ChatDrawer, shown) => (
          <ChatDrawer opened={shown} onClose={menu.close} position="left" label={m.shell.chats}>
            <ChatSidebar user={user} onNavigate={leaveMenu} onClose={menu.close} />
          </ChatDrawer>
        )}
      </LazyDialog>
      <Box style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box component="header" h={HEADER_HEIGHT} style={{ flexShrink: 0, borderBottom: BORDER }}>
          <ChatHeader
            roomName={activeRoom?.name ?? null}
            roomDescription={listed ? roomDescriptionText(m, listed) : null}
            levelRoomId={activeRoom?.id ?? null}
            otherOnline={otherOnline}
            inviteTo={inviteTo}
            leaveFrom={leaveFrom}
            status={status}
            menuOpen={menuOpen && isMobile}
            onToggleMenu={menu.toggle}
            menuButtonRef={menuButton}
            isAdmin={user.role === 'admin'}
            membersOpen={membersOpen}
            onToggleMembers={toggleMembers}
            onLogout={logout}
            loggingOut={loggingOut}
          />
        </Box>
        <Box component="main" style={{ flex: 1, minHeight: 0 }}>
          <ResizableSplit main={<ChatMain />} panel={isDesktop && membersOpen ? <MembersPanel /> : null} />
        </Box>
      </Box>
      <LazyDialog load={loadChatDrawer} opened={membersOpen && !isDesktop} onClose={closeMembers}>
        {(ChatDrawer, shown) => (
          <ChatDrawer opened={shown} onClose={closeMembers} position="right" label={m.chat.onlineInRoom}>
            <MembersPanel onClose={closeMembers} />
          </ChatDrawer>
        )}
      </LazyDialog>
      <LiveRegion />
    </Box>
  );
}
