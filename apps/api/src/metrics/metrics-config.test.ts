import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('the metrics settings', () => {
  it('are off unless a token or a port is set; the port binds to loopback by default', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      token: undefined,
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.7' }).metrics.host).toBe('10.0.0.7');
    expect(loadConfig({ METRICS_TOKEN: 'sixteen-chars-ok' }).metrics.token).toBe('sixteen-chars-ok');
    expect(loadConfig({ METRICS_TOKEN: ' ', METRICS_PORT: '' }).metrics).toMatchObject({
      token: undefined,
      port: undefined,
    });
  });

  it('refuses a short token and a port shared with the app', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'too-short' })).toThrow(/at least 16/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow();
  });
});
