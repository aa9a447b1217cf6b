import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n';
import { AuthFrame } from './auth-frame';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { SuspendedNotice } from './suspended-notice';

type AuthMode = 'login' | 'register';

/** What visitors see on the chat routes and /friends: sign in or create an account. */
export function AuthScreen() {
  const m = useT();
  const [mode, setMode] = useState<AuthMode>('login');

  return (
    <AuthFrame tagline={m.auth.tagline} notice={<SuspendedNotice />}>
      <Tabs
        value={mode}
        onChange={(value) => setMode(value === 'register' ? 'register' : 'login')}
        variant="pills"
        radius="md"
        keepMounted={false}
      >
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="login">{m.auth.signIn}</Tabs.Tab>
          <Tabs.Tab value="register">{m.auth.createAccount}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          <LoginForm />
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <RegisterForm />
        </Tabs.Panel>
      </Tabs>
    </AuthFrame>
  );
}
