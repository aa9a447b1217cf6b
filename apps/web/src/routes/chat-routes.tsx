import { createRoute } from '@tanstack/react-router';
import { SignedIn } from '../features/auth/signed-in';
import { ChatShell } from '../features/chat-shell/chat-shell';
import { rootRoute } from './root';

function ChatScreen() {
  return <SignedIn>{(user) => <ChatShell user={user} />}</SignedIn>;
}

function ChatRoomScreen() {
  const { roomId } = chatRoomRoute.useParams();
  return <SignedIn>{(user) => <ChatShell user={user} roomId={roomId} />}</SignedIn>;
}

/** `/` and `/chat` are the same screen (accounts spec §2). */
export const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: ChatScreen });
export const chatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/chat',
  component: ChatScreen,
});

/** Where notification clicks that carry a roomId lead (chat-core §2). */
export const chatRoomRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/chat/$roomId',
  component: ChatRoomScreen,
});
