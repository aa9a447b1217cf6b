import { Divider, Stack } from '@mantine/core';
import type { SettingsPanelProps } from '../settings-panel-props';
import { ActiveSessions } from './active-sessions';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { EmailSection } from './email-section';

/**
 * The account tab (accounts spec §2): the e-mail address, password change and the signed-in
 * devices (all ours), and account deletion.
 */
export function AccountTab({ user }: SettingsPanelProps) {
  return (
    <Stack gap="xl">
      <EmailSection />
      <Divider />
      <ChangePasswordForm username={user.username} />
      <Divider />
      <ActiveSessions />
      <Divider />
      <DeleteAccountForm />
    </Stack>
  );
}
