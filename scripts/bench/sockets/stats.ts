export interface Quantiles {
  p50: number;
  p99: number;
  max: number;
  samples: number;
}

/** Nearest-rank quantiles of the samples (NaN when there are none). */
export function quantiles(samples: number[]): Quantiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN, samples: sorted.length };
}
