import { describe, expect, it } from 'vitest';
import { textMessage } from '../testing/text-message';
import { getComposeTarget, setComposeTarget } from './compose-target';

describe('the compose target', () => {
  it('holds one reply or edit at a time, and clears', () => {
    const first = textMessage(1);
    const second = textMessage(2);
    setComposeTarget({ kind: 'reply', message: first });
    expect(getComposeTarget()).toEqual({ kind: 'reply', message: first });
    setComposeTarget({ kind: 'edit', message: second });
    expect(getComposeTarget()?.message).toBe(second);
    setComposeTarget(null);
    expect(getComposeTarget()).toBeNull();
  });
});
