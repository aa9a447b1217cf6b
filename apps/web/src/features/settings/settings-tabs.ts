/** The settings' tabs in the order of accounts spec §2, addressed by `?tab=`. */
export const SETTINGS_TABS = [
  'profile',
  'photos',
  'location',
  'privacy',
  'notifications',
  'blocked',
  'filters',
  'account',
  'gdpr',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === 'string' && (SETTINGS_TABS as readonly string[]).includes(value);
}

/**
 * The tab to show for the address's `?tab=`: the one asked for when the page has it, else the
 * first the page has. Links to tabs still to come (the profile prompt's `?tab=profile`) so
 * land on a working tab rather than an empty page.
 */
export function chooseTab(asked: unknown, available: readonly SettingsTab[]): SettingsTab | undefined {
  if (isSettingsTab(asked) && available.includes(asked)) return asked;
  return available[0];
}

/** What the router keeps of the search: a known tab, or nothing. */
export function parseSettingsSearch(search: Record<string, unknown>): { tab?: SettingsTab } {
  return isSettingsTab(search.tab) ? { tab: search.tab } : {};
}
