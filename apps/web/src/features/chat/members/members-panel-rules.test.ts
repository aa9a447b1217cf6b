import { describe, expect, it } from 'vitest';
import { clampPanelPercent, memberSections, panelPercentAt, showMemberSearch } from './members-panel-rules';

describe('members panel rules', () => {
  it('keeps the panel between 15 and 40 percent', () => {
    expect(clampPanelPercent(5)).toBe(15);
    expect(clampPanelPercent(55)).toBe(40);
    expect(clampPanelPercent(27.34)).toBe(27.3);
    expect(clampPanelPercent(Number.NaN)).toBe(25);
  });

  it('turns a drag position into the panel width from the right edge', () => {
    expect(panelPercentAt(750, 0, 1000)).toBe(25);
    expect(panelPercentAt(900, 0, 1000)).toBe(15);
    expect(panelPercentAt(100, 0, 1000)).toBe(40);
    expect(panelPercentAt(500, 300, 1000)).toBe(40);
    expect(panelPercentAt(10, 0, 0)).toBe(25);
  });

  it('offers the search box only when more than 3 are online', () => {
    expect(showMemberSearch(3)).toBe(false);
    expect(showMemberSearch(4)).toBe(true);
  });

  it('splits members into online and offline, hiding blocked ones and filtering by name', () => {
    const members = [
      { id: '1', username: 'zed', displayName: 'Zed' },
      { id: '2', username: 'anna', displayName: 'Anna' },
      { id: '3', username: 'bob', displayName: 'Bob' },
      { id: '4', username: 'me', displayName: 'Me' },
    ];
    const online = new Set(['1', '2', '4']);
    const all = memberSections(members, online, { selfId: '4', hiddenIds: new Set(['3']) });
    expect(all.online.map((m) => m.id)).toEqual(['4', '2', '1']);
    expect(all.offline).toEqual([]);
    expect(all.visibleCount).toBe(3);
    const found = memberSections(members, online, { query: ' AN ' });
    expect(found.online.map((m) => m.id)).toEqual(['2']);
    expect(found.visibleCount).toBe(1);
    expect(memberSections(members, new Set()).offline).toHaveLength(4);
  });
});
