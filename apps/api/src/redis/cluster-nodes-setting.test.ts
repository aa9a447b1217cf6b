import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { redisTargetOf } from './redis-client';

describe('REDIS_CLUSTER_NODES', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).redisClusterNodes).toBeUndefined();
    expect(loadConfig({ REDIS_CLUSTER_NODES: ' ' }).redisClusterNodes).toBeUndefined();
    expect(redisTargetOf(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }))).toBe('redis://127.0.0.1:6379');
  });

  it('reads host:port entries, names, IPv4 and IPv6 in brackets', () => {
    const config = loadConfig({ REDIS_CLUSTER_NODES: 'redis-1:7000, 10.0.0.2:7001,[fd00::3]:7002' });
    expect(config.redisClusterNodes).toEqual([
      { host: 'redis-1', port: 7000 },
      { host: '10.0.0.2', port: 7001 },
      { host: 'fd00::3', port: 7002 },
    ]);
    expect(redisTargetOf(config)).toEqual({ cluster: config.redisClusterNodes });
  });

  it('refuses a wrong form, naming it, and REDIS_URL alongside', () => {
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'redis-1' })).toThrow(/REDIS_CLUSTER_NODES.*redis-1/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'redis-1:7000,redis://redis-2:7001' })).toThrow(
      /redis:\/\/redis-2:7001/,
    );
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'redis-1:70000' })).toThrow(/REDIS_CLUSTER_NODES/);
    expect(() =>
      loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_CLUSTER_NODES: 'redis-1:7000' }),
    ).toThrow(/not both/);
  });
});
