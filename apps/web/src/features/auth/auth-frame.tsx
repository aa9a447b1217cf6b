import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@nahbar/contracts';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';

interface AuthFrameProps {
  /** Under the product's name: the tagline on the sign-in screen. */
  tagline?: string;
  /** Between the heading and the card (the ban notice). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the screens a visitor may see: the language switch, the product's name and one
 * card. The sign-in screen and the pages the mailed links open share it.
 */
export function AuthFrame({ tagline, notice, children }: AuthFrameProps) {
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
          {tagline && (
            <Text c="dimmed" ta="center" style={{ textWrap: 'balance' }}>
              {tagline}
            </Text>
          )}
        </Stack>
        {notice}
        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} shadow="md">
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
