import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a page says once its link did its work, read out as it appears. */
export function DoneNote({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="teal"
      variant="light"
      role="status"
      icon={<IconCircleCheck size={18} />}
      // An address has no place to break: a long one wraps anywhere rather than widening the card.
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Alert>
  );
}
