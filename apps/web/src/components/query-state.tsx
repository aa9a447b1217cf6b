import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

/** What the settings need of a query: tRPC's and React Query's results fit. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
}

/**
 * The settings' loading and error states (accounts spec §2: 'Loading profile settings...',
 * 'Failed to load profile settings' with Retry); the content once the data is there.
 */
export function QueryState<T>({
  query,
  texts,
  children,
}: {
  query: QueryLike<T>;
  /** What a part of a tab loading on its own says instead of the whole page's texts. */
  texts?: { loading: string; loadFailed: string };
  children: (data: T) => ReactNode;
}) {
  const m = useT();
  const { loading, loadFailed } = texts ?? m.settings;
  if (query.isPending) {
    return (
      <Group gap="sm" py="lg" role="status">
        <Loader size="sm" />
        <Text>{loading}</Text>
      </Group>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{loadFailed}</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => void query.refetch()}
            loading={query.isRefetching}
          >
            {m.settings.retry}
          </Button>
        </Group>
      </Alert>
    );
  }
  return children(query.data);
}
