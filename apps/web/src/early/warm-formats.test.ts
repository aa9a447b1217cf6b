import { describe, expect, it } from 'vitest';
import { warmFormats } from './warm-formats';

describe('warming the formats', () => {
  it('formats in the member’s language without a word to the page', () => {
    expect(() => warmFormats('de-DE')).not.toThrow();
  });

  it('shrugs off a tag the browser cannot format in', () => {
    expect(() => warmFormats('not a tag!')).not.toThrow();
  });
});
