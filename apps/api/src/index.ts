export { buildApp, buildDeps } from './app';
export { type AppConfig, loadConfig } from './config';
export type { AppRouter } from './trpc/root';
