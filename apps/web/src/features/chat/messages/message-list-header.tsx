import { Button, Center, Loader, Text } from '@mantine/core';
import { useT } from '../../../i18n';

export interface ListHeaderContext {
  hasMore: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/** Mantine's `xs` button height (its --button-height-xs, set on buttons only). */
const XS_BUTTON_HEIGHT = 'calc(1.875rem * var(--mantine-scale))';

/** Above the oldest message: 'Loading more messages...' or the 'Load older messages' button. */
export function MessageListHeader({ context }: { context?: ListHeaderContext }) {
  const m = useT();
  if (!context) return null;
  if (context.loadingOlder) {
    // As tall as the button it replaces: a shorter row would move every message on screen up
    // the moment older ones are asked for.
    return (
      <Center py="sm" role="status">
        <Center h={XS_BUTTON_HEIGHT}>
          <Loader size="xs" />
          <Text size="sm" c="dimmed" ml="xs">
            {m.chat.loadingMore}
          </Text>
        </Center>
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
