// The app as `pnpm start` serves it: the built web app and an embedded in-memory database, on a
// loopback port. Shared by the browser benches, in a child process of its own or in-process.
import { fileURLToPath } from 'node:url';
import { buildApp, loadConfig } from '@nahbar/api';

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;

export async function startBuiltApp(origin: string, port: number): Promise<BuiltApp> {
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: origin,
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    WEB_DIST_DIR: fileURLToPath(new URL('../../../apps/web/dist', import.meta.url)),
    PORT: String(port),
    // The benches seed their rooms' history in one go.
    RATE_LIMITS: 'off',
  });
  const app = await buildApp(config);
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}
