import { describe, expect, it } from 'vitest';
import { foldName, isQualifiedForm } from './fold-name';

describe('foldName', () => {
  it('ignores case and umlauts, either written as dots or as a following e', () => {
    expect(foldName('Zürich')).toBe('zurich');
    expect(foldName('zurich')).toBe('zurich');
    expect(foldName('ZUERICH')).toBe('zurich');
    expect(foldName('München')).toBe(foldName('muenchen'));
    expect(foldName('Köln')).toBe(foldName('Koeln'));
    expect(foldName('Gießen')).toBe(foldName('giessen'));
    expect(foldName('Genève')).toBe('geneve');
    expect(foldName('Bâle')).toBe('bale');
  });

  it('treats punctuation as spaces and St. as Sankt', () => {
    expect(foldName('Halle (Saale)')).toBe('halle saale');
    expect(foldName('Villingen-Schwenningen')).toBe('villingen schwenningen');
    expect(foldName('St. Gallen')).toBe('sankt gallen');
    expect(foldName('St Pölten')).toBe('sankt polten');
    expect(foldName('st')).toBe('st');
    expect(foldName('Stuttgart')).toBe('stuttgart');
  });
});

describe('isQualifiedForm', () => {
  it('accepts a name followed by a qualifier only', () => {
    expect(isQualifiedForm('frankfurt', foldName('Frankfurt am Main'), 'Frankfurt am Main')).toBe(true);
    expect(isQualifiedForm('halle', foldName('Halle (Saale)'), 'Halle (Saale)')).toBe(true);
    expect(isQualifiedForm('biel', foldName('Biel/Bienne'), 'Biel/Bienne')).toBe(true);
    expect(isQualifiedForm('bad', foldName('Bad Homburg vor der Höhe'), 'Bad Homburg vor der Höhe')).toBe(
      false,
    );
    expect(
      isQualifiedForm('bad homburg', foldName('Bad Homburg vor der Höhe'), 'Bad Homburg vor der Höhe'),
    ).toBe(true);
    expect(isQualifiedForm('bern', foldName('Bernau bei Berlin'), 'Bernau bei Berlin')).toBe(false);
  });
});
