import { de, en } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { typingText } from './typing-text';

describe('typingText (chat spec §2)', () => {
  it('is empty while nobody types', () => {
    expect(typingText(en, [])).toBe('');
    expect(typingText(de, [])).toBe('');
  });

  it('names one or two members and counts more, ending in typing...', () => {
    expect(typingText(en, ['Anna'])).toBe('Anna is typing...');
    expect(typingText(en, ['Anna', 'Ben'])).toBe('Anna and Ben are typing...');
    expect(typingText(en, ['Anna', 'Ben', 'Cem'])).toBe('3 people are typing...');
  });

  it('conjugates the German verb by how many type', () => {
    expect(typingText(de, ['Anna'])).toBe('Anna schreibt …');
    expect(typingText(de, ['Anna', 'Ben'])).toBe('Anna und Ben schreiben …');
    expect(typingText(de, ['Anna', 'Ben', 'Cem'])).toBe('3 Mitglieder schreiben …');
  });
});
