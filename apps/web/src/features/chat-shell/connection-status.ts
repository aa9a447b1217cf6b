/** The live channel's states as the chat spec names them (chat-core §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected' | 'error';

/** The tRPC WebSocket client's own state record, as far as this mapping needs it. */
export interface SocketState {
  state: 'idle' | 'connecting' | 'pending';
  error: unknown;
}

/**
 * tRPC reports `connecting` both for the first attempt and for retries; a retry is the one
 * that carries the error of the previous attempt. `pending` means the socket is open.
 */
export function connectionStatusOf(socket: SocketState): ConnectionStatus {
  switch (socket.state) {
    case 'pending':
      return 'connected';
    case 'connecting':
      return socket.error ? 'reconnecting' : 'connecting';
    default:
      return 'disconnected';
  }
}

export const CONNECTION_LABEL: Record<ConnectionStatus, string> = {
  connected: 'Connected',
  connecting: 'Connecting',
  reconnecting: 'Reconnecting',
  disconnected: 'Disconnected',
  error: 'Connection error',
};

/** Mantine colours of the header's status dot. */
export const CONNECTION_COLOR: Record<ConnectionStatus, string> = {
  connected: 'teal',
  connecting: 'yellow',
  reconnecting: 'yellow',
  disconnected: 'gray',
  error: 'red',
};
