import { describe, expect, it } from 'vitest';
import { MEDIA } from '../src/lib/layout';
import { expandCustomMedia } from './custom-media';

const fail = (name: string): never => {
  throw new Error(`unknown ${name}`);
};

describe('custom media in the CSS modules', () => {
  it('writes the named queries of src/lib/layout.ts in', () => {
    expect(expandCustomMedia('(--mobile)', MEDIA, fail)).toBe('(max-width: 47.99em)');
    expect(expandCustomMedia('screen and (--desktop)', MEDIA, fail)).toBe('screen and (min-width: 64em)');
    expect(expandCustomMedia('(prefers-reduced-motion: reduce)', MEDIA, fail)).toBe(
      '(prefers-reduced-motion: reduce)',
    );
  });

  it('fails on a name it does not know', () => {
    expect(() => expandCustomMedia('(--mobil)', MEDIA, fail)).toThrow('unknown mobil');
  });
});
