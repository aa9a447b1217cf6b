import { BLOCK_REASON_UI_MAX_LENGTH } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { blockByUsernameInput, blockFormMissingUsername, usernameOf } from './block-form-rules';

describe('block by username', () => {
  it('reads a handle with or without the @', () => {
    expect(usernameOf('  @lena ')).toBe('lena');
    expect(usernameOf('lena')).toBe('lena');
  });

  it('asks for a username when there is none', () => {
    expect(blockFormMissingUsername('')).toBe(true);
    expect(blockFormMissingUsername('  @ ')).toBe(true);
    expect(blockFormMissingUsername('ben')).toBe(false);
  });

  it('sends no reason when none was written', () => {
    expect(blockByUsernameInput('ben', '   ')).toEqual({ username: 'ben' });
    expect(blockByUsernameInput('@ben', ' spam ')).toEqual({ username: 'ben', reason: 'spam' });
  });

  it('keeps the reason within the 200 the field counts to', () => {
    const input = blockByUsernameInput('ben', 'x'.repeat(BLOCK_REASON_UI_MAX_LENGTH + 50));
    expect(input.reason).toHaveLength(BLOCK_REASON_UI_MAX_LENGTH);
  });
});
