// `pnpm admin:grant <username>`: gives an existing user the admin role.
import { setRoleFromCommandLine } from './src/tools/set-role';

await setRoleFromCommandLine('admin:grant');
