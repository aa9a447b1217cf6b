import { adminRoute } from './admin-route';
import { chatRoomRoute, chatRoute, indexRoute } from './chat-routes';
import { emailRoutes } from './email-routes';
import { friendsRoute } from './friends-route';
import { memberRoute } from './member-route';
import { privacyPolicyRoute } from './privacy-policy-route';
import { profileRoute } from './profile-route';
import { rootRoute } from './root';
import { settingsRoute } from './settings-route';

/** The route table of accounts spec §2, declared in code (no file-based generation). */
export const routeTree = rootRoute.addChildren([
  memberRoute.addChildren([indexRoute, chatRoute, chatRoomRoute, friendsRoute, profileRoute]),
  settingsRoute,
  adminRoute,
  privacyPolicyRoute,
  ...emailRoutes,
]);
