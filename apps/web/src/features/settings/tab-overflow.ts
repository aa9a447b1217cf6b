/** What a sideways-scrolling strip shows and hides: its scroll position and its two widths. */
interface StripMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** A tab's place within the strip (offsets from the strip's start). */
interface TabBox {
  offsetLeft: number;
  offsetWidth: number;
}

/** The width of each end's cue, which covers the strip's edge: what lies under it is not in sight. */
export const CUE_WIDTH_PX = 44;

/** Half a pixel of slack and then some: zoomed pages report fractional scroll positions. */
const SLACK = 1;

function furthestOf(strip: StripMetrics): number {
  return Math.max(0, strip.scrollWidth - strip.clientWidth);
}

function clamp(value: number, strip: StripMetrics): number {
  return Math.min(furthestOf(strip), Math.max(0, Math.round(value)));
}

/**
 * Which ends of the strip have tabs out of sight, so a cue can say there is more that way
 * (issue 32: six of nine settings tabs were hidden on a phone with no hint).
 */
export function overflowCues(strip: StripMetrics): { start: boolean; end: boolean } {
  return {
    start: strip.scrollLeft > SLACK,
    end: strip.scrollLeft < furthestOf(strip) - SLACK,
  };
}

/** The part of the strip a member sees, cues taken off the ends that show one. */
function shownRange(strip: StripMetrics): { from: number; to: number } {
  const cues = overflowCues(strip);
  return {
    from: strip.scrollLeft + (cues.start ? CUE_WIDTH_PX : 0),
    to: strip.scrollLeft + strip.clientWidth - (cues.end ? CUE_WIDTH_PX : 0),
  };
}

/**
 * The scroll position that shows a tab: where the strip is when the tab is in sight already,
 * else with the tab in the middle, within what the strip can scroll. A deep link to the last
 * tab so opens with that tab in sight.
 */
export function scrollLeftToShow(tab: TabBox, strip: StripMetrics): number {
  const { from, to } = shownRange(strip);
  if (tab.offsetLeft >= from - SLACK && tab.offsetLeft + tab.offsetWidth <= to + SLACK)
    return strip.scrollLeft;
  return clamp(tab.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2, strip);
}

/**
 * Where one press of a cue scrolls to: forward, the first tab not wholly in sight lands just
 * after the start's cue; back, the last one lands just before the end's cue. Each press shows
 * at least one more tab whole, and never slides one under the opposite cue.
 */
export function scrollLeftForStep(direction: 1 | -1, tabs: readonly TabBox[], strip: StripMetrics): number {
  const { from, to } = shownRange(strip);
  if (direction === 1) {
    const next = tabs.find((tab) => tab.offsetLeft + tab.offsetWidth > to + SLACK);
    const target = next ? next.offsetLeft - CUE_WIDTH_PX : furthestOf(strip);
    return clamp(Math.max(target, strip.scrollLeft + SLACK + 1), strip);
  }
  const previous = [...tabs].reverse().find((tab) => tab.offsetLeft < from - SLACK);
  const target = previous ? previous.offsetLeft + previous.offsetWidth + CUE_WIDTH_PX - strip.clientWidth : 0;
  return clamp(Math.min(target, strip.scrollLeft - SLACK - 1), strip);
}
