/**
 * The value axis of a bar chart: a round top at or above the largest value and evenly spaced
 * ticks from 0 to it (0, 5, 10, 15, 20 for a peak of 17), so that each label is a number a
 * reader can take at a glance. At most `maxTicks` steps; a chart of zeros still gets a scale of 1.
 */
export function valueScale(peak: number, maxTicks = 4): { top: number; ticks: number[] } {
  const high = Math.max(1, Math.ceil(peak));
  const rough = high / maxTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  // The smallest of 1, 2, 5 and 10 times the magnitude that covers the peak in maxTicks steps,
  // never below 1: messages come whole.
  const step = Math.max(1, [1, 2, 5, 10].map((f) => f * magnitude).find((s) => s * maxTicks >= high) ?? high);
  const top = Math.ceil(high / step) * step;
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  return { top, ticks };
}

/**
 * The bars (by index) that get a time under the chart: every `every`-th one from the first, and
 * the last, unless it would crowd the one before it.
 */
export function timeLabelIndexes(count: number, every = 6): number[] {
  if (count <= 0) return [];
  const indexes: number[] = [];
  for (let i = 0; i < count; i += every) indexes.push(i);
  const last = count - 1;
  const previous = indexes[indexes.length - 1] ?? 0;
  if (last !== previous && last - previous >= every / 2) indexes.push(last);
  return indexes;
}
