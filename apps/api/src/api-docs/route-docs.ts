import type { RouteDoc } from './route-doc';
import { accountRouteDocs } from './routes/account';
import { adminRouteDocs } from './routes/admin';
import { authRouteDocs } from './routes/auth';
import { chatRouteDocs } from './routes/chats';
import { documentationRouteDocs } from './routes/documentation';
import { mailRouteDocs } from './routes/mail';
import { messageRouteDocs } from './routes/messages';
import { notificationRouteDocs } from './routes/notifications';
import { photoRouteDocs } from './routes/photos';
import { placeRouteDocs } from './routes/places';
import { roomRouteDocs } from './routes/rooms';
import { socialRouteDocs } from './routes/social';

/** Every REST route the server registers (test/api-docs-coverage.test.ts holds the two lists together). */
export const ROUTE_DOCS: readonly RouteDoc[] = [
  ...authRouteDocs,
  ...placeRouteDocs,
  ...roomRouteDocs,
  ...messageRouteDocs,
  ...chatRouteDocs,
  ...photoRouteDocs,
  ...socialRouteDocs,
  ...accountRouteDocs,
  ...notificationRouteDocs,
  ...mailRouteDocs,
  ...adminRouteDocs,
  ...documentationRouteDocs,
];
