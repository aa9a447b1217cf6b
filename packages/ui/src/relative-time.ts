const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * Relative time of a message (chat spec §9): days, hours or minutes ago, else 'Just now'.
 * A time slightly in the future (clocks of client and server disagree) also reads 'Just now'.
 */
export function formatRelativeTime(at: string | number | Date, now: number = Date.now()): string {
  const time = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(time)) return '';
  const elapsed = now - time;
  if (elapsed >= DAY_MS) return ago(Math.floor(elapsed / DAY_MS), 'day');
  if (elapsed >= HOUR_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed >= MINUTE_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  return 'Just now';
}
