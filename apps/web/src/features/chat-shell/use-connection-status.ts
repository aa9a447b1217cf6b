import { useSyncExternalStore } from 'react';
import { liveConnection } from '../../app/app-clients';
import type { ConnectionStatus } from './connection-status';

const subscribe = (onChange: () => void) => liveConnection.subscribeState(onChange);

/** The state of the app's live channel, for the header's connection badge. */
export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribe, () => liveConnection.getState().status);
}
