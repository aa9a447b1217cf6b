import { Button, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_DELETED_REDIRECT_MS } from '@nahbar/contracts';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { serverErrorText, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../../toasts';
import { useSession } from '../../auth/session';
import { settingsToast } from '../settings-toast';

/**
 * Account deletion (accounts spec §4, §5, §8): the password, a confirming dialog, then the
 * account is gone; local storage is cleared and the member lands on / after 2 s, signed out.
 */
export function DeleteAccountForm() {
  const m = useT();
  const router = useRouter();
  const { signOut } = useSession();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = trpc.account.delete.useMutation({
    onSuccess: () => {
      setConfirming(false);
      // Accounts spec §4: nothing of the deleted member stays on this device.
      window.localStorage.clear();
      // Not the settings screen's alone: it still tells the member on the sign-in screen they
      // land on. Its key takes the place of an earlier try's 'Password Required'.
      showSuccessToast(m.accountSettings.deletedText, m.accountSettings.deleted, { key: 'account-delete' });
      window.setTimeout(() => {
        // The server already ended the session; this forgets it here (its logout call may fail).
        void signOut().then(() => router.navigate({ to: '/' }));
      }, ACCOUNT_DELETED_REDIRECT_MS);
    },
    onError: (error) => {
      setConfirming(false);
      showFailureToast(
        m.accountSettings.deletionFailed,
        serverErrorText(m, error) ?? m.accountSettings.deletionFailedText,
        settingsToast('account-delete'),
      );
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      showFailureToast(
        m.accountSettings.passwordRequiredTitle,
        m.accountSettings.passwordRequiredText,
        settingsToast('account-delete'),
      );
      return;
    }
    setConfirming(true);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="delete-account-title">
      <Stack gap="sm" maw={480}>
        <Title order={3} size="h4" id="delete-account-title" c="red.4">
          {m.accountSettings.deleteTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {m.accountSettings.deleteIntro}
        </Text>
        <PasswordInput
          label={m.accountSettings.deletePassword}
          description={m.accountSettings.deletePasswordHint}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setMissing(false);
          }}
          autoComplete="current-password"
          error={missing ? m.accountSettings.passwordConfirmationRequired : undefined}
        />
        <Button type="submit" color="red" style={{ alignSelf: 'flex-start' }} disabled={remove.isSuccess}>
          {m.accountSettings.deleteButton}
        </Button>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={m.accountSettings.confirmTitle}
        centered
      >
        <Text size="sm">{m.accountSettings.confirmText}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            {m.accountSettings.cancel}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ confirmPassword: password })}
          >
            {m.accountSettings.confirmDelete}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
