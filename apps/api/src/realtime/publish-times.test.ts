import { describe, expect, it } from 'vitest';
import { publishTimeOf, stampPublished } from './publish-times';

describe('stampPublished', () => {
  it('keeps the time beside the event, out of the JSON the clients get', () => {
    const event = { type: 'new_message', message: { sequenceId: 7 } };
    const json = JSON.stringify(event);
    expect(publishTimeOf(event)).toBeUndefined();
    stampPublished(event, 1234.5);
    expect(publishTimeOf(event)).toBe(1234.5);
    expect(JSON.stringify(event)).toBe(json);
    expect(Object.keys(event)).toEqual(['type', 'message']);
    // A deep comparison with the event as published still holds.
    expect(event).toEqual({ type: 'new_message', message: { sequenceId: 7 } });
    stampPublished(event, 99);
    expect(publishTimeOf(event)).toBe(99);
    // Anything that is not an object is left alone.
    expect(() => stampPublished('text')).not.toThrow();
  });
});
