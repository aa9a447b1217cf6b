import { useEffect, useRef } from 'react';
import { trpc } from '../../lib/trpc';

/** The time zone this browser reports; the server reads the member's quiet hours in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Tells the server the member's time zone when it differs from the one it knows (first visit,
 * travel, a new device), once per page load. Quiet hours then hold on the member's own clock,
 * for Web Push too, when no tab is open.
 */
export function useReportTimeZone(stored: string | null | undefined): void {
  const utils = trpc.useUtils();
  const report = trpc.notifications.updateSettings.useMutation({
    onSuccess: (next) => utils.notifications.settings.setData(undefined, next),
  });
  const reported = useRef(false);
  useEffect(() => {
    if (stored === undefined || reported.current) return;
    const zone = browserTimeZone();
    if (stored === zone) return;
    reported.current = true;
    report.mutate({ timeZone: zone });
  }, [stored, report]);
}
