import type { TPrivacySettings } from '@nahbar/contracts';

/**
 * The settings the member changed: only these are sent (the update takes any subset), so a
 * change made meanwhile on another device to a different switch is not overwritten.
 */
export function privacyChanges(saved: TPrivacySettings, draft: TPrivacySettings): Partial<TPrivacySettings> {
  const changes: Partial<TPrivacySettings> = {};
  for (const key of Object.keys(draft) as (keyof TPrivacySettings)[]) {
    if (draft[key] !== saved[key]) Object.assign(changes, { [key]: draft[key] });
  }
  return changes;
}

/** Accounts spec §2: the privacy save control appears only after a change. */
export function hasPrivacyChanges(saved: TPrivacySettings, draft: TPrivacySettings): boolean {
  return Object.keys(privacyChanges(saved, draft)).length > 0;
}
