export { buildApp, buildDeps } from './app';
export { type AppConfig, loadConfig } from './config';
export { processPhoto } from './photos/process-photo';
export { type AnnounceResult, announce } from './services/announcements/announce';
export {
  parseAnnouncementFile,
  type TAnnouncementFile,
} from './services/announcements/announcement-file';
export type { AppRouter } from './trpc/root';
