import { Center, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../components/links';
import { useT } from '../i18n';

/** Any path the app does not know (accounts spec §2). */
export function NotFoundPage() {
  const m = useT();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md">
        <Text fz={64} fw={800} c="orange.5" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2" ta="center">
          {m.notFound.page}
        </Title>
        <ButtonLink to="/chat" variant="light">
          {m.pages.backToChat}
        </ButtonLink>
      </Stack>
    </Center>
  );
}
