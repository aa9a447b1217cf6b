import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type TChangePasswordInput, textKey, ZChangePasswordInput } from '@nahbar/contracts';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { issueText, serverErrorText, serverTextKey, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../../toasts';
import { type FieldErrors, fieldErrors } from '../../auth/form-errors';
import { NewPasswordInput } from '../../auth/password-strength/new-password-input';
import { settingsToast } from '../settings-toast';

type Field = keyof TChangePasswordInput;
const EMPTY: TChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password change (ours: the spec has none). The server ends every other session. The new
 * password follows the registration's rule (contracts' ZNewPassword, and the server refuses
 * the most common ones) and gets the same strength hint.
 */
export function ChangePasswordForm({ username }: { username: string }) {
  const m = useT();
  const [values, setValues] = useState<TChangePasswordInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const change = trpc.account.changePassword.useMutation({
    onSuccess: () => {
      setValues(EMPTY);
      setErrors({});
      showSuccessToast(m.accountSettings.passwordChanged, undefined, settingsToast('password-change'));
    },
    onError: (error) => {
      // A refusal of the new password belongs under that field, like the form's own checks.
      if (serverTextKey(error) === 'passwords.tooCommon')
        setErrors({ newPassword: textKey('passwords.tooCommon') });
      else
        showFailureToast(
          m.accountSettings.passwordChangeFailed,
          serverErrorText(m, error),
          settingsToast('password-change'),
        );
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZChangePasswordInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    change.mutate(parsed.data);
  };
  const bind = (name: Field) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errors[name] ? issueText(m, errors[name]) : undefined,
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <Stack gap="sm" maw={480}>
        <Title order={3} size="h4" id="change-password-title">
          {m.accountSettings.passwordTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {m.accountSettings.passwordIntro}
        </Text>
        <PasswordInput
          label={m.accountSettings.currentPassword}
          autoComplete="current-password"
          {...bind('currentPassword')}
        />
        <NewPasswordInput
          label={m.accountSettings.newPassword}
          userInputs={[username]}
          {...bind('newPassword')}
        />
        <PasswordInput
          label={m.accountSettings.confirmNewPassword}
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />
        <Button type="submit" style={{ alignSelf: 'flex-start' }} loading={change.isPending}>
          {m.accountSettings.changePassword}
        </Button>
      </Stack>
    </form>
  );
}
