import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useT } from '../i18n';

/** Shown when a screen fails to render; a reload starts the app from a clean slate. */
export function ErrorPage() {
  const m = useT();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420}>
        <Title order={1} size="h2" ta="center">
          {m.pages.errorTitle}
        </Title>
        <Text c="dimmed" ta="center">
          {m.pages.errorDetail}
        </Text>
        <Button variant="light" onClick={() => window.location.reload()}>
          {m.pages.reload}
        </Button>
      </Stack>
    </Center>
  );
}
