import { Button, Center, Loader, Text } from '@mantine/core';
import { TEXT } from '@nahbar/contracts';

export interface ListHeaderContext {
  hasMore: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/** Above the oldest message: 'Loading more messages...' or the 'Load older messages' button. */
export function MessageListHeader({ context }: { context?: ListHeaderContext }) {
  if (!context) return null;
  if (context.loadingOlder) {
    return (
      <Center py="sm" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed" ml="xs">
          {TEXT.chat.loadingMore}
        </Text>
      </Center>
    );
  }
  if (!context.hasMore) return <div style={{ height: 8 }} />;
  return (
    <Center py="sm">
      <Button variant="subtle" size="xs" color="gray" onClick={context.loadOlder}>
        {TEXT.chat.loadOlder}
      </Button>
    </Center>
  );
}
