import { useSyncExternalStore } from 'react';
import { wsClient } from '../../lib/app-clients';
import { type ConnectionStatus, connectionStatusOf } from './connection-status';

function subscribe(onChange: () => void): () => void {
  const subscription = wsClient.connectionState.subscribe({ next: onChange });
  return () => subscription.unsubscribe();
}

/** The state of the app's live channel (the tRPC WebSocket), for the header's status dot. */
export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribe, () => connectionStatusOf(wsClient.connectionState.get()));
}
