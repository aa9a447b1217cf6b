import { Box, Center, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@nahbar/contracts';
import { useState } from 'react';
import { useT } from '../../i18n';
import { LanguageSwitch } from './language-switch';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { SuspendedNotice } from './suspended-notice';

type AuthMode = 'login' | 'register';

/** What visitors see on the chat routes and /friends: sign in or create an account. */
export function AuthScreen() {
  const m = useT();
  const [mode, setMode] = useState<AuthMode>('login');

  return (
    <Center mih="100dvh" p={{ base: 'sm', xs: 'md' }}>
      <Box w="100%" maw={460}>
        <Group justify="flex-end" mb="xs">
          <LanguageSwitch />
        </Group>
        <Stack gap={4} align="center" mb="lg">
          <Title order={1} c="orange.5" fz={{ base: 32, sm: 40 }}>
            {PRODUCT_NAME}
          </Title>
          <Text c="dimmed" ta="center" style={{ textWrap: 'balance' }}>
            {m.auth.tagline}
          </Text>
        </Stack>
        <SuspendedNotice />
        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} shadow="md">
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
        </Paper>
      </Box>
    </Center>
  );
}
