import { APP_ERROR_LABEL } from '@nahbar/contracts';
import type { FastifyInstance } from 'fastify';
import { apiDocsRoutes } from '../api-docs/api-docs.routes';
import type { AppDeps } from '../deps';
import { accountRoutes } from './account.routes';
import { adminRoutes } from './admin.routes';
import { authRoutes } from './auth.routes';
import { friendsRoutes } from './friends.routes';
import { healthRoutes } from './health.routes';
import { mailRoutes } from './mail.routes';
import { messagesRoutes } from './messages.routes';
import { notificationsRoutes } from './notifications.routes';
import { photosRoutes } from './photos.routes';
import { placesRoutes } from './places.routes';
import { privateChatsRoutes } from './private-chats.routes';
import { profilePhotosRoutes } from './profile-photos.routes';
import { roomsRoutes } from './rooms.routes';
import { searchRoutes } from './search.routes';
import { socialRoutes } from './social.routes';

/** The documented `/api/...` paths: thin shims over the same services as tRPC. */
export async function restRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  await app.register(healthRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(placesRoutes, { deps });
  await app.register(roomsRoutes, { deps });
  await app.register(messagesRoutes, { deps });
  await app.register(privateChatsRoutes, { deps });
  await app.register(searchRoutes, { deps });
  await app.register(photosRoutes, { deps });
  await app.register(profilePhotosRoutes, { deps });
  await app.register(friendsRoutes, { deps });
  await app.register(socialRoutes, { deps });
  await app.register(accountRoutes, { deps });
  await app.register(notificationsRoutes, { deps });
  await app.register(mailRoutes, { deps });
  await app.register(adminRoutes, { deps });
  await app.register(apiDocsRoutes);
  app.all('/api/*', async (_request, reply) =>
    reply.code(404).send({ error: APP_ERROR_LABEL.NOT_FOUND, message: 'No such endpoint' }),
  );
}
