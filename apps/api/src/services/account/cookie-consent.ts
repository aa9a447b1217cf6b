import { type TStoredCookieConsent, ZCookieConsent } from '@nahbar/contracts';
import { cookieConsentsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';

/** The member's cookie choice as stored with its date, or null before they made one. */
export async function getCookieConsent(deps: AppDeps, actor: Actor): Promise<TStoredCookieConsent | null> {
  const row = await cookieConsentsQueries.find(deps.db, actor.id);
  if (!row) return null;
  return {
    necessary: true,
    functional: row.functional,
    analytics: row.analytics,
    marketing: row.marketing,
    consentedAt: row.consentedAt.toISOString(),
  };
}

/** Stores a signed-in member's choice with its date (accounts spec §4: cookie consent). */
export async function setCookieConsent(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TStoredCookieConsent> {
  const { functional, analytics, marketing } = parseInput(ZCookieConsent, rawInput);
  await deps.limits.hit('settings', actor.id);
  // The same choice again (a saved form, the stored answer sent back) keeps the date it was made.
  const stored = await getCookieConsent(deps, actor);
  if (
    stored &&
    stored.functional === functional &&
    stored.analytics === analytics &&
    stored.marketing === marketing
  ) {
    return stored;
  }
  const values = { functional, analytics, marketing, consentedAt: new Date() };
  await cookieConsentsQueries.upsert(deps.db, actor.id, values);
  return { necessary: true, functional, analytics, marketing, consentedAt: values.consentedAt.toISOString() };
}
