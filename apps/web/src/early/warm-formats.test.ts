import { describe, expect, it } from 'vitest';
import { warmFormats } from './warm-formats';

/** Intl's three formats, recording what each was built with and still formatting. */
function recordingIntl() {
  const built: [string, unknown[]][] = [];
  const recording = <T extends new (...args: never[]) => object>(name: string, Format: T) =>
    class extends (Format as unknown as new (...args: unknown[]) => object) {
      constructor(...args: unknown[]) {
        super(...args);
        built.push([name, args]);
      }
    } as unknown as T;
  const intl = {
    RelativeTimeFormat: recording('relative', Intl.RelativeTimeFormat),
    DateTimeFormat: recording('date', Intl.DateTimeFormat),
    NumberFormat: recording('number', Intl.NumberFormat),
  };
  return { intl: intl as unknown as typeof Intl, built };
}

describe('warming the formats', () => {
  it('formats a relative time, a date and a number in the member’s language', () => {
    const { intl, built } = recordingIntl();
    warmFormats('de-AT', new Date(), intl);
    // The options of the chat screen's own formats, so that the same data is loaded.
    expect(built).toEqual([
      ['relative', ['de-AT', { numeric: 'always' }]],
      ['date', ['de-AT', { dateStyle: 'medium', timeStyle: 'short' }]],
      ['number', ['de-AT', { maximumFractionDigits: 1 }]],
    ]);
  });

  it('shrugs off a tag the browser cannot format in', () => {
    expect(() => warmFormats('not a tag!')).not.toThrow();
  });
});
