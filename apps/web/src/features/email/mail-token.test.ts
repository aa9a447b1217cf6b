import { describe, expect, it } from 'vitest';
import { tokenFromFragment } from './mail-token';

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0-_ASDFGHJKLzx';

describe('the token of a mailed link', () => {
  it('is read from the fragment, with or without its hash sign', () => {
    expect(tokenFromFragment(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromFragment(`token=${TOKEN}`)).toBe(TOKEN);
  });

  it('is found beside other fragment parameters', () => {
    expect(tokenFromFragment(`#lang=de&token=${TOKEN}`)).toBe(TOKEN);
  });

  it('is missing when the fragment has none', () => {
    expect(tokenFromFragment('')).toBeNull();
    expect(tokenFromFragment('#')).toBeNull();
    expect(tokenFromFragment('#tok=abc')).toBeNull();
  });

  it('is refused when it cannot be one of ours', () => {
    expect(tokenFromFragment('#token=short')).toBeNull();
    expect(tokenFromFragment(`#token=${TOKEN}%3Cscript%3E`)).toBeNull();
    expect(tokenFromFragment(`#token=${'a'.repeat(129)}`)).toBeNull();
  });
});
