import { describe, expect, it } from 'vitest';
import { applyPresence, presenceMark, watchKey } from './presence-rules';

describe('presence rules', () => {
  it('takes the list, then each change, keeping the same set when nothing changed', () => {
    const first = applyPresence(new Set(['x']), { type: 'online_users', onlineUsers: ['a'] });
    expect([...first]).toEqual(['a']);
    const came = applyPresence(first, { type: 'member_online', userId: 'b', online: true });
    expect([...came].sort()).toEqual(['a', 'b']);
    expect(applyPresence(came, { type: 'member_online', userId: 'b', online: true })).toBe(came);
    expect([...applyPresence(came, { type: 'member_online', userId: 'a', online: false })]).toEqual(['b']);
  });

  it('says unknown until known, then online or offline', () => {
    const online = new Set(['a']);
    expect(presenceMark(false, online, 'a')).toBe('unknown');
    expect(presenceMark(true, online, 'a')).toBe('online');
    expect(presenceMark(true, online, 'b')).toBe('offline');
  });

  it('keys a watch by its members, not their order or repeats', () => {
    expect(watchKey(['b', 'a', 'b'])).toBe(watchKey(['a', 'b']));
  });
});
