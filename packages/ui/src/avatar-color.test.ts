import { describe, expect, it } from 'vitest';
import { avatarColor, NAME_COLORS } from './avatar-color';

describe('avatarColor', () => {
  it('is red for female and blue for male whatever the name', () => {
    expect(avatarColor('female', 'max')).toBe('red');
    expect(avatarColor('male', 'mia')).toBe('blue');
  });

  it('picks the same colour for the same name', () => {
    expect(avatarColor('other', 'kim')).toBe(avatarColor(undefined, 'kim'));
  });

  it('picks one of the six name colours, never red or blue', () => {
    const names = ['kim', 'alex', 'sam', 'robin', 'charlie', 'toni', 'luca', 'noa', ''];
    for (const name of names) {
      const color = avatarColor('non-binary', name);
      expect(NAME_COLORS).toContain(color);
    }
  });

  it('spreads different names over several colours', () => {
    const colors = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => avatarColor(null, name)));
    expect(colors.size).toBe(6);
  });
});
