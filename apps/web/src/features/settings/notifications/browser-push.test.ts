import { describe, expect, it } from 'vitest';
import { keyBytes } from './browser-push';

describe('the VAPID key for subscribe', () => {
  it('decodes base64url, with or without padding', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
  });

  it('gives the 65 bytes of an uncompressed P-256 key', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = keyBytes(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });
});
