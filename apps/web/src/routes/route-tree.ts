import { adminRoute } from './admin-route';
import { chatRoomRoute, chatRoute, indexRoute } from './chat-routes';
import { friendsRoute, profileRoute, settingsRoute } from './page-routes';
import { privacyPolicyRoute } from './privacy-policy-route';
import { rootRoute } from './root';

/** The route table of accounts spec §2, declared in code (no file-based generation). */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  chatRoute,
  chatRoomRoute,
  settingsRoute,
  friendsRoute,
  adminRoute,
  profileRoute,
  privacyPolicyRoute,
]);
