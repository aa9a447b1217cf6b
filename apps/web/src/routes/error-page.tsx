import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when a screen fails to render; a reload starts the app from a clean slate. */
export function ErrorPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420}>
        <Title order={1} size="h2" ta="center">
          Something went wrong
        </Title>
        <Text c="dimmed" ta="center">
          This screen could not be shown. Reloading the page usually helps.
        </Text>
        <Button variant="light" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
