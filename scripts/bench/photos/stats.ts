export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;

/** A plain two-column table. */
export function printTable(title: string, rows: [string, string][]): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${title}`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(24)}`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}
