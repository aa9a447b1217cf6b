import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { EMAIL_VERIFY_TOKEN_HOURS, type TSetEmailInput, ZSetEmailInput } from '@nahbar/contracts';
import { type FormEvent, useState } from 'react';
import { issueText, serverErrorText, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast } from '../../../toasts';
import { type FieldErrors, fieldErrors } from '../../auth/form-errors';
import { settingsToast } from '../settings-toast';

type Field = keyof TSetEmailInput;
const EMPTY: TSetEmailInput = { email: '', password: '' };

/**
 * Sets or changes the address, with the password. The server mails a link to the new address
 * and answers alike whether or not another account has it, so the form says the same each time.
 */
export function SetEmailForm() {
  const m = useT();
  const t = m.emailSettings;
  const utils = trpc.useUtils();
  const [values, setValues] = useState<TSetEmailInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const setEmail = trpc.account.setEmail.useMutation({
    onSuccess: (_answer, sent) => {
      setSentTo(sent.email);
      setValues(EMPTY);
      void utils.account.emailStatus.invalidate();
    },
    onError: (error) => showFailureToast(t.failed, serverErrorText(m, error), settingsToast('set-email')),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZSetEmailInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    setSentTo(null);
    if (!setEmail.isPending) setEmail.mutate(parsed.data);
  };
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: Field) => (errors[field] ? issueText(m, errors[field]) : undefined);

  return (
    <form onSubmit={submit} noValidate aria-label={t.title}>
      <Stack gap="sm">
        <TextInput
          label={t.newAddress}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={errorOf('email')}
        />
        <PasswordInput
          label={t.password}
          description={t.passwordHint}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => set('password', event.currentTarget.value)}
          error={errorOf('password')}
          aria-invalid={errorOf('password') ? true : undefined}
        />
        <Button type="submit" style={{ alignSelf: 'flex-start' }} loading={setEmail.isPending}>
          {t.sendLink}
        </Button>
        {sentTo && (
          <Alert color="teal" variant="light" role="status" style={{ overflowWrap: 'anywhere' }}>
            {t.linkSent(sentTo, EMAIL_VERIFY_TOKEN_HOURS)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
