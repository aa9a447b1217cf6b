import { Button, Center, Loader, Text } from '@mantine/core';
import { useT } from '../../../i18n';

export interface ListHeaderContext {
  hasMore: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/** Above the oldest message: 'Loading more messages...' or the 'Load older messages' button. */
export function MessageListHeader({ context }: { context?: ListHeaderContext }) {
  const m = useT();
  if (!context) return null;
  if (context.loadingOlder) {
    return (
      <Center py="sm" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed" ml="xs">
          {m.chat.loadingMore}
        </Text>
      </Center>
    );
  }
  if (!context.hasMore) return <div style={{ height: 8 }} />;
  return (
    <Center py="sm">
      <Button variant="subtle" size="xs" color="gray" onClick={context.loadOlder}>
        {m.chat.loadOlder}
      </Button>
    </Center>
  );
}
