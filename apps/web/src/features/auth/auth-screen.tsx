import { Box, Center, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@nahbar/contracts';
import { useState } from 'react';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthMode = 'login' | 'register';

/** What visitors see on the chat routes and /friends: sign in or create an account. */
export function AuthScreen() {
  const [mode, setMode] = useState<AuthMode>('login');

  return (
    <Center mih="100dvh" p={{ base: 'sm', xs: 'md' }}>
      <Box w="100%" maw={460}>
        <Stack gap={4} align="center" mb="lg">
          <Title order={1} c="orange.5" fz={{ base: 32, sm: 40 }}>
            {PRODUCT_NAME}
          </Title>
          <Text c="dimmed" ta="center" style={{ textWrap: 'balance' }}>
            Connect, chat and feel close to people near you.
          </Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} shadow="md">
          <Tabs
            value={mode}
            onChange={(value) => setMode(value === 'register' ? 'register' : 'login')}
            variant="pills"
            radius="md"
            keepMounted={false}
          >
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="login">Sign in</Tabs.Tab>
              <Tabs.Tab value="register">Create account</Tabs.Tab>
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
