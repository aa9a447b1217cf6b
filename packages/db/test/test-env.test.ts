import { describe, expect, it } from 'vitest';
import { isCi, testServiceUrl } from './test-databases';

describe('test servers under CI', () => {
  it('knows a CI run by its CI variable', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({})).toBe(false);
    expect(isCi({ CI: '' })).toBe(false);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({ CI: '0' })).toBe(false);
  });

  it('answers the URL when it is set, under CI or not', () => {
    const url = 'redis://127.0.0.1:6379';
    expect(testServiceUrl('TEST_REDIS_URL', { TEST_REDIS_URL: url })).toBe(url);
    expect(testServiceUrl('TEST_REDIS_URL', { TEST_REDIS_URL: url, CI: 'true' })).toBe(url);
  });

  it('leaves the tests out locally, but fails under CI, when a URL is missing', () => {
    expect(testServiceUrl('TEST_DATABASE_URL', {})).toBeUndefined();
    expect(() => testServiceUrl('TEST_DATABASE_URL', { CI: 'true' })).toThrow(
      /TEST_DATABASE_URL must be set when CI is set/,
    );
    expect(() => testServiceUrl('TEST_REDIS_URL', { CI: 'true', TEST_REDIS_URL: ' ' })).toThrow(
      /TEST_REDIS_URL must be set/,
    );
  });
});
