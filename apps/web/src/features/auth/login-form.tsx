import { Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { TextLink } from '../../components/links';
import { issueText, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { banOf, loginErrorToast } from './auth-errors';
import { validateLogin } from './auth-form-rules';
import { useSession } from './session';
import { showAuthError } from './show-auth-error';
import { clearSuspended, markBanned } from './suspended-notice';

/** 'Welcome Back': username and password (accounts spec §2, §5). */
export function LoginForm() {
  const m = useT();
  const { signIn } = useSession();
  const [values, setValues] = useState({ username: '', password: '' });
  // Errors appear after the first attempt, not while someone is still on their way to the form.
  const [attempted, setAttempted] = useState(false);
  const login = trpc.auth.login.useMutation({
    onSuccess: (user) => {
      clearSuspended();
      signIn(user);
    },
    onError: (error) => {
      // A ban says why on the sign-in screen (issue 32), beside the spec's toast.
      const ban = banOf(error);
      if (typeof ban === 'object' && ban !== null) markBanned(ban);
      showAuthError(loginErrorToast(m, error));
    },
  });
  // Reads the value at once: the event's currentTarget is gone by the time an updater runs.
  const setField = (field: 'username' | 'password', value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const validation = validateLogin(values);
  const errors = attempted ? validation.errors : {};
  const errorOf = (field: 'username' | 'password') => {
    const key = errors[field];
    return key === undefined ? undefined : issueText(m, key);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (validation.data && !login.isPending) login.mutate(validation.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <Title order={2} id="login-title" size="h3">
          {m.auth.signInTitle}
        </Title>
        <TextInput
          label={m.auth.username}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(event) => setField('username', event.currentTarget.value)}
          error={errorOf('username')}
        />
        <PasswordInput
          label={m.auth.password}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setField('password', event.currentTarget.value)}
          error={errorOf('password')}
          // Mantine's PasswordInput marks only its frame invalid; screen readers need the input.
          aria-invalid={errors.password !== undefined ? true : undefined}
        />
        <Group justify="flex-end" mt={-8}>
          <TextLink to="/forgot-password" size="sm">
            {m.email.forgotPassword}
          </TextLink>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending} mt="xs">
          {m.auth.signIn}
        </Button>
      </Stack>
    </form>
  );
}
