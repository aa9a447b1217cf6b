import { describe, expect, it } from 'vitest';
import { profileLooksEmpty, promptDismissed, rememberDismissed } from './profile-prompt-rules';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('profile prompt', () => {
  it('asks only while there is neither a photo nor an about text', () => {
    expect(profileLooksEmpty({ primaryPhoto: null, bio: null })).toBe(true);
    expect(profileLooksEmpty({ primaryPhoto: null, bio: '   ' })).toBe(true);
    expect(profileLooksEmpty({ primaryPhoto: null, bio: 'Wandert gern' })).toBe(false);
    expect(profileLooksEmpty({ primaryPhoto: { photoUrl: '/p/1.webp' }, bio: null })).toBe(false);
  });

  it('remembers a dismissal per member on this device', () => {
    const storage = memoryStorage();
    expect(promptDismissed(storage, 'anna')).toBe(false);
    rememberDismissed(storage, 'anna');
    expect(promptDismissed(storage, 'anna')).toBe(true);
    expect(promptDismissed(storage, 'ben')).toBe(false);
  });

  it('shows the prompt when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(promptDismissed(blocked, 'anna')).toBe(false);
    expect(() => rememberDismissed(blocked, 'anna')).not.toThrow();
  });
});
