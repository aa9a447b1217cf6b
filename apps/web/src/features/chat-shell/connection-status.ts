import type { Messages } from '@nahbar/contracts';

/** The live channel's states as the chat spec names them (chat-core §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected' | 'error';

/** A state in the member's language, for the header's dot and the banner. */
export function connectionLabel(m: Messages, status: ConnectionStatus): string {
  switch (status) {
    case 'connected':
      return m.connection.connected;
    case 'connecting':
      return m.connection.connecting;
    case 'reconnecting':
      return m.connection.reconnecting;
    case 'disconnected':
      return m.connection.disconnected;
    case 'error':
      return m.connection.connectionError;
  }
}

/** What a state means for the member, below its name in the header icon's tooltip. */
export function connectionMeaning(m: Messages, status: ConnectionStatus): string {
  return m.connection[`${status}Meaning`];
}

/** Mantine colours of the header's connection badge. */
export const CONNECTION_COLOR: Record<ConnectionStatus, string> = {
  connected: 'teal',
  connecting: 'yellow',
  reconnecting: 'yellow',
  disconnected: 'gray',
  error: 'red',
};
