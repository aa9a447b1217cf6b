import { Center, Stack, Text, Title } from '@mantine/core';
import { TEXT } from '@nahbar/contracts';
import { ButtonLink } from '../components/links';

/** Any path the app does not know (accounts spec §2). */
export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md">
        <Text fz={64} fw={800} c="orange.5" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2" ta="center">
          {TEXT.notFound.page}
        </Title>
        <ButtonLink to="/chat" variant="light">
          Back to chat
        </ButtonLink>
      </Stack>
    </Center>
  );
}
