// `pnpm admin:revoke <username>`: takes the admin role from a user (they stay a member).
import { setRoleFromCommandLine } from './src/tools/set-role';

await setRoleFromCommandLine('admin:revoke');
