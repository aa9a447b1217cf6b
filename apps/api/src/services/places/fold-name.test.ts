import { describe, expect, it } from 'vitest';
import { foldName, isQualifiedForm, qualifiedParts } from './fold-name';

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
  const same = (typed: string, stored: string) =>
    isQualifiedForm(qualifiedParts(typed), qualifiedParts(stored));

  it('matches a name written with or without its qualifier', () => {
    expect(same('Frankfurt', 'Frankfurt am Main')).toBe(true);
    expect(same('Frankfurt a. M.', 'Frankfurt am Main')).toBe(true);
    expect(same('Frankfurt a.d. Oder', 'Frankfurt (Oder)')).toBe(true);
    expect(same('Halle', 'Halle (Saale)')).toBe(true);
    expect(same('Biel', 'Biel/Bienne')).toBe(true);
    expect(same('Mülheim an der Ruhr', 'Mülheim')).toBe(true);
    expect(same('Freiburg i. Br.', 'Freiburg')).toBe(true);
    expect(same('Bad Homburg', 'Bad Homburg vor der Höhe')).toBe(true);
  });

  it('keeps different places apart', () => {
    expect(same('Frankfurt a.d. Oder', 'Frankfurt am Main')).toBe(false);
    expect(same('Bad', 'Bad Homburg vor der Höhe')).toBe(false);
    expect(same('Bern', 'Bernau bei Berlin')).toBe(false);
    expect(same('Berlin', 'Berlin')).toBe(false); // the same name is an exact match, not a qualified one
  });
});
