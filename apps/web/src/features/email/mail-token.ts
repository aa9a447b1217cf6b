import { ZMailToken } from '@nahbar/contracts';

/**
 * The token of a mailed link, from the address's fragment (`#token=…`, contracts' mail links).
 * The fragment never reaches a server, a log or a Referer header; the page hands the token on
 * only in the body of its one call. Null when it is missing or cannot be one of ours, so the
 * page says the link is invalid without asking.
 */
export function tokenFromFragment(hash: string): string | null {
  const raw = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  if (raw === null) return null;
  const parsed = ZMailToken.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
