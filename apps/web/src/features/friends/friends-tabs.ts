/** The tabs of /friends (accounts spec §2), also the `tab` search parameter of its address. */
const FRIENDS_TABS = ['friends', 'requests', 'find'] as const;
export type FriendsTabName = (typeof FRIENDS_TABS)[number];

export function isFriendsTab(value: unknown): value is FriendsTabName {
  return (FRIENDS_TABS as readonly unknown[]).includes(value);
}
