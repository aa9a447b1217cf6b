import { useEffect, useRef } from 'react';
import { trpc } from '../../lib/trpc';
import { whenIdle } from '../../lib/when-idle';

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
  const { mutate: report } = trpc.notifications.updateSettings.useMutation({
    onSuccess: (next) => utils.notifications.settings.setData(undefined, next),
  });
  const reported = useRef(false);
  useEffect(() => {
    if (stored === undefined || reported.current) return;
    // Asking for the time zone loads the browser's locale data, tens of milliseconds on a
    // phone: not while the chat is being put on screen.
    return whenIdle(() => {
      const zone = browserTimeZone();
      if (stored === zone) return;
      reported.current = true;
      report({ timeZone: zone });
    });
  }, [stored, report]);
}
