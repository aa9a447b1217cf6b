import type { TSessionUser } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { offersEmailSwitches } from './email-switches';

describe('the e-mail switches', () => {
  it('are not offered while members have no verified address', () => {
    const member = { id: 'a', username: 'anna', displayName: 'Anna' } as TSessionUser;
    expect(offersEmailSwitches(member)).toBe(false);
  });
});
