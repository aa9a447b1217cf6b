import { createRoute } from '@tanstack/react-router';
import { ChatShell } from '../features/chat-shell/chat-shell';
import { memberRoute, useMember } from './member-route';

function ChatScreen() {
  return <ChatShell user={useMember()} />;
}

function ChatRoomScreen() {
  const { roomId } = chatRoomRoute.useParams();
  return <ChatShell user={useMember()} roomId={roomId} />;
}

/** `/` and `/chat` are the same screen (accounts spec §2). */
export const indexRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: '/',
  component: ChatScreen,
});
export const chatRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: '/chat',
  component: ChatScreen,
});

/** Where notification clicks that carry a roomId lead (chat-core §2). */
export const chatRoomRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: '/chat/$roomId',
  component: ChatRoomScreen,
});
