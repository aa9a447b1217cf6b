import { useEffect, useState, useSyncExternalStore } from 'react';
import { liveConnection } from '../../../app/app-clients';
import type { ConnectionState } from './connection-machine';

const subscribe = (listener: () => void) => liveConnection.subscribeState(listener);

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribe, () => liveConnection.getState());
}

/** The time, ticking every second while `active` (the retry countdown). */
export function useSecondTicker(active: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
