import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { type TrustProxy, trustProxyOption, ZTrustProxy } from './trust-proxy';

/** The address a request from `peer` carrying `forwarded` is counted under. */
async function addressOf(trust: TrustProxy, peer: string, forwarded?: string): Promise<string> {
  const app = Fastify({ trustProxy: trustProxyOption(trust) });
  app.get('/', async (request) => request.ip);
  try {
    const res = await app.inject({
      url: '/',
      remoteAddress: peer,
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    });
    return res.body;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', ' ', 'off', '0']) expect(ZTrustProxy.parse(off)).toBe(false);
  });

  it('reads a number of proxies, or their addresses and networks', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(ZTrustProxy.parse('10.0.0.5, 172.16.0.0/12,::1, fd00::/8,loopback')).toEqual({
      addresses: ['10.0.0.5', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses `true` and anything that is not an address, rather than trusting everyone', () => {
    for (const wrong of ['true', 'yes', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.internal', ',', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('off: the peer is the client, whatever header it sends', async () => {
    expect(await addressOf(false, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('one hop: the address the proxy appended, not the ones the client put before it', async () => {
    const proxy = '10.0.0.2';
    expect(await addressOf({ hops: 1 }, proxy, '198.51.100.1, 198.51.100.2, 203.0.113.9')).toBe(
      '203.0.113.9',
    );
    expect(await addressOf({ hops: 1 }, proxy, '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressOf({ hops: 1 }, proxy)).toBe(proxy);
    expect(await addressOf({ hops: 2 }, proxy, '198.51.100.1, 203.0.113.9, 10.0.0.3')).toBe('203.0.113.9');
  });

  it('listed proxies: only a request from one of them names its client', async () => {
    const trust: TrustProxy = { addresses: ['10.0.0.0/8'] };
    expect(await addressOf(trust, '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressOf(trust, '10.1.2.3', '198.51.100.1, 10.9.9.9, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressOf(trust, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });
});
