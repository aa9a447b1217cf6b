import type { TSessionUser } from '@nahbar/contracts';

/**
 * Whether the e-mail switches are offered: only to a member with a verified address, since
 * without one nothing can be sent and a switch would promise what does not happen. Members give
 * no address yet, so it is never; this is the one place that reads the verified address once
 * addresses exist. The stored e-mail choices stay as they are either way.
 */
export function offersEmailSwitches(_member: TSessionUser): boolean {
  return false;
}
