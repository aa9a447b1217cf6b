import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../../i18n';

/** A list still on its way. */
export function ListLoading() {
  const m = useT();
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text c="dimmed" size="sm">
          {m.friends.loading}
        </Text>
      </Stack>
    </Center>
  );
}

/** A list that could not be fetched (accounts spec §8 fetch errors), with a way to try again. */
export function ListError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const m = useT();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {m.friends.retry}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Nothing in a list, said plainly, with an optional hint of what to do. */
export function ListEmpty({ text, hint }: { text: string; hint?: string }) {
  return (
    <Stack align="center" gap={4} py="xl" px="md">
      <Text c="dimmed" ta="center">
        {text}
      </Text>
      {hint && (
        <Text c="dimmed" size="sm" ta="center">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
