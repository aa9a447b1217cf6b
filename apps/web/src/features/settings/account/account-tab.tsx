import { Divider, Stack } from '@mantine/core';
import { ActiveSessions } from './active-sessions';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';

/**
 * The account tab (accounts spec §2): password change and the signed-in devices (both ours),
 * and account deletion.
 */
export function AccountTab() {
  return (
    <Stack gap="xl">
      <ChangePasswordForm />
      <Divider />
      <ActiveSessions />
      <Divider />
      <DeleteAccountForm />
    </Stack>
  );
}
