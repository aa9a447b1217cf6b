import { Button, Stack, Text, TextInput } from '@mantine/core';
import { PASSWORD_RESET_TOKEN_MINUTES, ZForgotPasswordInput } from '@nahbar/contracts';
import { type FormEvent, useState } from 'react';
import { TextLink } from '../../components/links';
import { issueText, serverErrorText, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showFailureToast } from '../../toasts';
import { DoneNote } from './done-note';
import { EmailCard } from './email-card';

/**
 * Asks for a password reset link. The answer is the same whether an account matched or not,
 * so the page tells no one which names or addresses have an account.
 */
export function ForgotPasswordPage() {
  const m = useT();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ask = trpc.auth.forgotPassword.useMutation({
    onError: (failure) =>
      showFailureToast(m.emailPages.failed, serverErrorText(m, failure), { key: 'forgot', screenOnly: true }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZForgotPasswordInput.safeParse({ login });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    if (!ask.isPending) ask.mutate(parsed.data);
  };

  return (
    <EmailCard title={m.emailPages.forgotTitle}>
      {ask.isSuccess ? (
        <DoneNote>{m.emailPages.forgotSent(PASSWORD_RESET_TOKEN_MINUTES)}</DoneNote>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby="email-card-title">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {m.emailPages.forgotIntro}
            </Text>
            <TextInput
              label={m.emailPages.loginLabel}
              name="login"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={login}
              onChange={(event) => setLogin(event.currentTarget.value)}
              error={error === null ? undefined : issueText(m, error)}
            />
            <Button type="submit" fullWidth loading={ask.isPending}>
              {m.emailPages.sendLink}
            </Button>
          </Stack>
        </form>
      )}
      <TextLink to="/" size="sm" ta="center">
        {m.emailPages.backToSignIn}
      </TextLink>
    </EmailCard>
  );
}
