import { describe, expect, it } from 'vitest';
import { carriesBearer } from './bearer-token';

describe('carriesBearer', () => {
  const token = 'a-scrape-token-of-32-characters!';

  it('accepts the token as a bearer token, the scheme in any case', () => {
    expect(carriesBearer(`Bearer ${token}`, token)).toBe(true);
    expect(carriesBearer(`bearer ${token}`, token)).toBe(true);
  });

  it('refuses no header, another token, a prefix of it, and another scheme', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
    ]) {
      expect(carriesBearer(header, token), String(header)).toBe(false);
    }
    expect(carriesBearer(`Basic ${token}`, token)).toBe(false);
    expect(carriesBearer(token, token)).toBe(false);
  });
});
