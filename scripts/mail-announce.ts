// `pnpm mail:announce <file> [--dry-run]`: queues an announcement mail to every member who wants them.
import { announceFromCommandLine } from './src/tools/announce';

await announceFromCommandLine();
