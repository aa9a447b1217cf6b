import { describe, expect, it } from 'vitest';
import { parseSuspension } from './stored-suspension';
import { WITHOUT_DETAILS } from './suspension-marker';

describe('the stored suspension', () => {
  it('has no details after a live ban, as older versions stored it', () => {
    expect(parseSuspension(WITHOUT_DETAILS)).toBeNull();
    expect(parseSuspension('1')).toBeNull();
  });

  it('keeps the reason and end a refused sign-in named', () => {
    const details = { reason: 'Spam', until: '2030-01-02T03:04:05.000Z' };
    expect(parseSuspension(JSON.stringify(details))).toEqual(details);
    expect(parseSuspension(JSON.stringify({ reason: null, until: null }))).toEqual({
      reason: null,
      until: null,
    });
  });

  it('reads anything else as no details, never as a reason', () => {
    expect(parseSuspension('{"reason": 5, "until": null}')).toBeNull();
    expect(parseSuspension('{"reason": "x"}')).toBeNull();
    expect(parseSuspension('not json')).toBeNull();
    expect(parseSuspension('null')).toBeNull();
  });
});
