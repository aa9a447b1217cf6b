import {
  MEMBER_SEARCH_MIN_ONLINE,
  MEMBERS_PANEL_DEFAULT_PERCENT,
  MEMBERS_PANEL_MAX_PERCENT,
  MEMBERS_PANEL_MIN_PERCENT,
} from '@nahbar/contracts';

export const PANEL_PERCENT = {
  min: MEMBERS_PANEL_MIN_PERCENT,
  max: MEMBERS_PANEL_MAX_PERCENT,
  initial: MEMBERS_PANEL_DEFAULT_PERCENT,
} as const;

/** Accounts spec §2: the panel takes 15–40 % of the chat area, so the messages keep at least half. */
export function clampPanelPercent(percent: number): number {
  if (Number.isNaN(percent)) return PANEL_PERCENT.initial;
  return Math.min(PANEL_PERCENT.max, Math.max(PANEL_PERCENT.min, Math.round(percent * 10) / 10));
}

/** The panel's width for a pointer dragged to `pointerX` over an area (panel on the right). */
export function panelPercentAt(pointerX: number, areaLeft: number, areaWidth: number): number {
  if (areaWidth <= 0) return PANEL_PERCENT.initial;
  return clampPanelPercent(((areaLeft + areaWidth - pointerX) / areaWidth) * 100);
}

/** Chat spec §2: the member search box shows only when more than 3 are online. */
export function showMemberSearch(onlineCount: number): boolean {
  return onlineCount >= MEMBER_SEARCH_MIN_ONLINE;
}

interface PanelMember {
  id: string;
  username: string;
  displayName: string;
}

interface MemberSections<T> {
  online: T[];
  offline: T[];
  /** Everyone the panel lists after hiding and searching. */
  visibleCount: number;
}

/**
 * The panel's Online and Offline sections: blocked users are hidden (chat spec §2), the
 * search narrows by name, each section is sorted by display name with oneself first.
 */
export function memberSections<T extends PanelMember>(
  members: readonly T[],
  onlineIds: ReadonlySet<string>,
  options: { query?: string; hiddenIds?: ReadonlySet<string>; selfId?: string } = {},
): MemberSections<T> {
  const needle = (options.query ?? '').trim().toLocaleLowerCase();
  const shown = members.filter(
    (member) =>
      !options.hiddenIds?.has(member.id) &&
      (needle === '' ||
        member.displayName.toLocaleLowerCase().includes(needle) ||
        member.username.toLocaleLowerCase().includes(needle)),
  );
  const order = (a: T, b: T) =>
    Number(b.id === options.selfId) - Number(a.id === options.selfId) ||
    a.displayName.localeCompare(b.displayName);
  const online = shown.filter((member) => onlineIds.has(member.id)).sort(order);
  const offline = shown.filter((member) => !onlineIds.has(member.id)).sort(order);
  return { online, offline, visibleCount: shown.length };
}
