// `pnpm data:restore <file>`: fills an empty data directory (and empty database) from an archive.
import { restoreFromCommandLine } from './src/tools/data-archive';

await restoreFromCommandLine();
