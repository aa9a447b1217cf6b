import { Box, Tooltip } from '@mantine/core';
import { CONNECTION_COLOR, CONNECTION_LABEL, type ConnectionStatus } from './connection-status';

/** A small coloured dot with its state as text for screen readers and as a tooltip. */
export function ConnectionDot({ status }: { status: ConnectionStatus }) {
  const label = `Connection: ${CONNECTION_LABEL[status]}`;
  return (
    <Tooltip label={label} openDelay={300}>
      <Box
        role="status"
        aria-label={label}
        tabIndex={0}
        data-status={status}
        w={10}
        h={10}
        style={{
          borderRadius: '50%',
          flexShrink: 0,
          backgroundColor: `var(--mantine-color-${CONNECTION_COLOR[status]}-6)`,
          boxShadow: `0 0 0 3px var(--mantine-color-${CONNECTION_COLOR[status]}-light)`,
        }}
      />
    </Tooltip>
  );
}
