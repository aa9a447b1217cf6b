import { Box } from '@mantine/core';
import { LazyTooltip } from '@nahbar/ui';
import { type Icon, IconPlug, IconPlugConnected, IconPlugConnectedX, IconPlugOff } from '@tabler/icons-react';
import { useT } from '../../i18n';
import {
  CONNECTION_COLOR,
  type ConnectionStatus,
  connectionLabel,
  connectionMeaning,
} from './connection-status';

/** A plug per state: the shape says the state, not the colour alone. */
const ICON: Record<ConnectionStatus, Icon> = {
  connected: IconPlugConnected,
  connecting: IconPlug,
  reconnecting: IconPlug,
  disconnected: IconPlugOff,
  error: IconPlugConnectedX,
};

/**
 * The state of one's own link to the server: a plug in a small square badge, so it is never
 * taken for a member's round online dot. Its state is its accessible name; its tooltip, on
 * hover and on keyboard focus, names the state and says what it means (the meaning is the
 * badge's description too).
 */
export function ConnectionIndicator({ status }: { status: ConnectionStatus }) {
  const m = useT();
  const label = m.connection.status(connectionLabel(m, status));
  const meaning = connectionMeaning(m, status);
  const PlugIcon = ICON[status];
  const color = CONNECTION_COLOR[status];
  const hint = (
    <>
      <strong>{label}</strong>
      <br />
      {meaning}
    </>
  );
  return (
    <LazyTooltip
      label={hint}
      openDelay={300}
      multiline
      w={240}
      events={{ hover: true, focus: true, touch: false }}
    >
      <Box
        role="status"
        aria-label={label}
        aria-description={meaning}
        tabIndex={0}
        data-status={status}
        w={22}
        h={22}
        style={{
          flexShrink: 0,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 'var(--mantine-radius-sm)',
          border: `1px solid var(--mantine-color-${color}-7)`,
          background: `var(--mantine-color-${color}-light)`,
          color: `var(--mantine-color-${color}-4)`,
        }}
      >
        <PlugIcon size={14} stroke={2} aria-hidden />
      </Box>
    </LazyTooltip>
  );
}
