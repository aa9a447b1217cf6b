import { Divider, Stack } from '@mantine/core';
import type { SettingsPanelProps } from '../settings-panel-props';
import { ActiveSessions } from './active-sessions';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';

/**
 * The account tab (accounts spec §2): password change and the signed-in devices (both ours),
 * and account deletion.
 */
export function AccountTab({ user }: SettingsPanelProps) {
  return (
    <Stack gap="xl">
      <ChangePasswordForm username={user.username} />
      <Divider />
      <ActiveSessions />
      <Divider />
      <DeleteAccountForm />
    </Stack>
  );
}
