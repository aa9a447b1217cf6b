import { Button, PasswordInput, Stack } from '@mantine/core';
import { textKey, ZResetPasswordInput } from '@nahbar/contracts';
import { type FormEvent, useState } from 'react';
import { issueText, serverErrorText, serverTextKey, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showFailureToast } from '../../toasts';
import { type FieldErrors, fieldErrors } from '../auth/form-errors';
import { NewPasswordInput } from '../auth/password-strength/new-password-input';

type Field = 'password' | 'confirmPassword';

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The server found the link spent or expired. */
  onInvalid: () => void;
}

/**
 * A new password for the link's account: the registration's rule (contracts' ZNewPassword, the
 * server refuses the most common ones) and its strength hint.
 */
export function ResetPasswordForm({ token, onDone, onInvalid }: ResetPasswordFormProps) {
  const m = useT();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: onDone,
    onError: (error) => {
      const key = serverTextKey(error);
      if (key === 'email.linkInvalid') onInvalid();
      else if (key === 'passwords.tooCommon') setErrors({ password: textKey('passwords.tooCommon') });
      else
        showFailureToast(m.emailPages.failed, serverErrorText(m, error), { key: 'reset', screenOnly: true });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZResetPasswordInput.safeParse({ token, ...values });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    if (!reset.isPending) reset.mutate(parsed.data);
  };
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: Field) => {
    const key = errors[field];
    return key === undefined ? undefined : issueText(m, key);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="email-card-title">
      <Stack gap="md">
        <NewPasswordInput
          label={m.accountSettings.newPassword}
          name="password"
          value={values.password}
          onChange={(event) => set('password', event.currentTarget.value)}
          error={errorOf('password')}
        />
        <PasswordInput
          label={m.accountSettings.confirmNewPassword}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => set('confirmPassword', event.currentTarget.value)}
          error={errorOf('confirmPassword')}
          aria-invalid={errorOf('confirmPassword') ? true : undefined}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {m.emailPages.setPassword}
        </Button>
      </Stack>
    </form>
  );
}
