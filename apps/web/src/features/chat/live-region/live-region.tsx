import { VisuallyHidden } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useChat } from '../provider/chat-context';

/** The hidden live region (chat spec §2): announces new messages and events, cleared after 1 s. */
export function LiveRegion() {
  const { announcer } = useChat();
  const text = useSyncExternalStore(
    (listener) => announcer.subscribe(listener),
    () => announcer.current(),
  );
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {text}
    </VisuallyHidden>
  );
}
