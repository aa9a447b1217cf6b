// `pnpm data:backup [file]`: one archive of the database and the local photos, server running or not.
import { backupFromCommandLine } from './src/tools/data-archive';

await backupFromCommandLine();
