export { buildApp, buildDeps } from './app';
export { type AppConfig, loadConfig } from './config';
export { processPhoto } from './photos/process-photo';
export type { AppRouter } from './trpc/root';
