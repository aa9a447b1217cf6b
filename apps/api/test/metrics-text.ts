/**
 * The Prometheus text format (version 0.0.4) as far as the tests read it: each metric's `# TYPE`
 * and each sample by its series (`name{label="value",…}` as written). Lines it does not know
 * fail the parse, so a malformed exposition cannot pass unnoticed.
 */
export interface Scraped {
  types: Map<string, string>;
  samples: Map<string, number>;
}

const TYPE_LINE = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/;
const HELP_LINE = /^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/;
const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)(?: \d+)?$/;

export function parseMetrics(text: string): Scraped {
  const types = new Map<string, string>();
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || HELP_LINE.test(line)) continue;
    const type = TYPE_LINE.exec(line);
    if (type?.[1] && type[2]) {
      if (types.has(type[1])) throw new Error(`metric ${type[1]} typed twice`);
      types.set(type[1], type[2]);
      continue;
    }
    const sample = SAMPLE_LINE.exec(line);
    if (!sample?.[1] || sample[2] === undefined) throw new Error(`not a metrics line: ${line}`);
    // Prometheus reads NaN in any case (prom-client writes `Nan`).
    const value = /^nan$/i.test(sample[2])
      ? Number.NaN
      : Number(sample[2].replace(/^\+Inf$/, 'Infinity').replace(/^-Inf$/, '-Infinity'));
    if (Number.isNaN(value) && !/^nan$/i.test(sample[2])) throw new Error(`not a sample value: ${line}`);
    samples.set(sample[1], value);
  }
  return { types, samples };
}

/** The value of one series, failing with the series named when it is not there. */
export function sampleOf(scraped: Scraped, series: string): number {
  const value = scraped.samples.get(series);
  if (value === undefined) {
    const name = series.split('{')[0] ?? series;
    const near = [...scraped.samples.keys()].filter((key) => key.startsWith(name));
    throw new Error(`no sample ${series}; of ${name} there are: ${near.join(', ') || 'none'}`);
  }
  return value;
}

/** One series of an app's metrics as they stand now, 0 while nothing has been counted under it. */
export async function countedSoFar(deps: { metrics: { text(): Promise<string> } }, series: string) {
  return parseMetrics(await deps.metrics.text()).samples.get(series) ?? 0;
}
