import { knownDevicesQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { queueMail } from '../../mail/queue-mail';
import { describeDevice } from '../account/describe-device';
import { mailDevice } from './security-alert';

/** A device as the account remembers it: browser and system, not the version or the address. */
export function deviceKey(userAgent: string | null): string {
  const { browser, os } = describeDevice(userAgent);
  return `${browser ?? 'unknown'}|${os ?? 'unknown'}`;
}

/**
 * Remembers the browser and system of a registration or sign-in, and alerts the member when a
 * sign-in comes from one the account has not used before. An account with no device on record
 * (made before devices were noted, or just registered) learns its first one silently, so members
 * are not all alerted at their next sign-in. Runs after the answer (deps.background).
 */
export async function noteSignIn(
  deps: AppDeps,
  member: { id: string; username: string },
  userAgent: string | null,
  at: Date,
): Promise<void> {
  const seenBefore = await knownDevicesQueries.hasAny(deps.db, member.id);
  const isNew = await knownDevicesQueries.record(deps.db, member.id, deviceKey(userAgent), at);
  if (!isNew || !seenBefore) return;
  await queueMail(deps, {
    userId: member.id,
    kind: 'signInAlert',
    data: { username: member.username, ...mailDevice(userAgent, at) },
  });
}

/** Notes the sign-in after the answer: the request neither waits for it nor fails with it. */
export function noteSignInLater(
  deps: AppDeps,
  member: { id: string; username: string },
  userAgent: string | null | undefined,
): void {
  const at = deps.clock.now();
  deps.background.run(() => noteSignIn(deps, member, userAgent ?? null, at));
}
