import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthFrame } from '../auth/auth-frame';

/** A page a mailed link opens: the sign-in screen's frame with one titled card. */
export function EmailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthFrame>
      <Stack component="main" gap="md" aria-labelledby="email-card-title">
        <Title order={2} size="h3" id="email-card-title">
          {title}
        </Title>
        {children}
      </Stack>
    </AuthFrame>
  );
}
