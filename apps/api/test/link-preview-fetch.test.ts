import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_FETCH_LIMITS, LINK_FETCH_PORTS } from '../src/services/link-previews/fetch-limits';
import { LinkFetchRefused } from '../src/services/link-previews/link-fetch-refused';
import { DEFAULT_LINK_NETWORK, type LinkNetwork } from '../src/services/link-previews/link-network';
import { safeFetch } from '../src/services/link-previews/safe-fetch';
import { PUBLIC_LOOKING, TestWebServer, testNetwork } from './link-preview-web';

/*
 * The defences of the server's fetch for link previews (design.md): every connection goes to the
 * test server whatever address was vetted, so a refusal that failed would show as a request the
 * server counted.
 */
const HTML = '<html><head><title>Hello</title><meta property="og:title" content="Hi"></head></html>';
const QUICK = { ...LINK_FETCH_LIMITS, totalMs: 300 };

const page = (url: string) => ({
  url,
  accept: 'text/html',
  acceptsMimeType: (mime: string) => mime === 'text/html',
});

async function refusal(network: LinkNetwork, url: string, limits = LINK_FETCH_LIMITS): Promise<string> {
  try {
    await safeFetch(network, page(url), limits);
  } catch (error) {
    if (error instanceof LinkFetchRefused) return error.reason;
    throw error;
  }
  return 'fetched';
}

describe('the link preview fetch', () => {
  let server: TestWebServer;
  let network: ReturnType<typeof testNetwork>;
  const held: Array<() => void> = [];

  beforeAll(async () => {
    server = await new TestWebServer().start();
    network = testNetwork(server, {
      'news.example': [PUBLIC_LOOKING.v4],
      'v6.example': [PUBLIC_LOOKING.v6],
      'inside.example': ['10.1.2.3'],
      'mapped.example': ['::ffff:192.168.0.1'],
      'mixed.example': [PUBLIC_LOOKING.v4, '192.168.0.5'],
    });
    server
      .page('/', HTML)
      .page('/json', '{"og:title":"no"}', 'application/json')
      .page('/text', HTML, 'text/plain')
      .redirect('/to-metadata', 'http://169.254.169.254/latest/meta-data/')
      .redirect('/to-inside', 'http://inside.example/secret')
      .redirect('/to-loopback-v6', 'http://[::1]/admin')
      .redirect('/to-other-port', 'http://news.example:8080/admin')
      .redirect('/to-file', 'file:///etc/passwd')
      .redirect('/hop1', '/hop2')
      .redirect('/hop2', '/hop3')
      .redirect('/hop3', '/')
      .redirect('/hop0', '/hop1')
      .on('/huge-declared', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': 5 * 1024 * 1024 });
        response.end(Buffer.alloc(5 * 1024 * 1024, 'a'));
      })
      .on('/huge-chunked', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write(HTML);
        for (let i = 0; i < 5; i++) response.write(Buffer.alloc(1024 * 1024, ' '));
        response.end();
      })
      .on('/silent', (_request, response) => {
        held.push(() => response.destroy());
      })
      .on('/trickle', (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html><head><title>Slow');
        held.push(() => response.destroy());
      });
  });
  afterAll(async () => {
    for (const release of held) release();
    await server.close();
  });

  it('keeps the issue’s limits in production: 3 s, 1 MB, 3 redirects, ports 80 and 443', () => {
    expect(LINK_FETCH_LIMITS).toEqual({ totalMs: 3000, maxBytes: 1024 * 1024, maxRedirects: 3 });
    expect(LINK_FETCH_PORTS).toEqual([80, 443]);
  });

  it('fetches a page of a public-looking host, connecting to the vetted address once', async () => {
    network.lookups.length = 0;
    network.dialled.length = 0;
    const before = server.count('/');
    const fetched = await safeFetch(network, page('http://news.example/'));
    expect(fetched.body.toString()).toBe(HTML);
    expect(fetched.mimeType).toBe('text/html');
    expect(fetched.charset).toBe('utf-8');
    expect(server.count('/')).toBe(before + 1);
    expect(server.hosts.at(-1)).toBe('news.example');
    expect(network.lookups).toEqual(['news.example']);
    expect(network.dialled).toEqual([PUBLIC_LOOKING.v4]);
  });

  it('fetches over a public IPv6 address too', async () => {
    await expect(safeFetch(network, page('http://v6.example/'))).resolves.toMatchObject({
      mimeType: 'text/html',
    });
  });

  it.each([
    ['loopback', 'http://127.0.0.1/'],
    ['another loopback', 'http://127.8.9.10/'],
    ['10/8', 'http://10.0.0.1/'],
    ['172.16/12', 'http://172.16.0.1/'],
    ['192.168/16', 'http://192.168.1.1/'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['CGNAT', 'http://100.64.0.1/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['multicast', 'http://224.0.0.1/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['IPv6 unique-local', 'http://[fd00::1]/'],
    ['a name resolving to a private address', 'http://inside.example/'],
    ['a name resolving to a mapped private address', 'http://mapped.example/'],
    ['a name with one private address among public ones', 'http://mixed.example/'],
  ])('refuses %s (%s) without connecting', async (_name, url) => {
    const before = server.total;
    expect(await refusal(network, url)).toBe('address');
    expect(server.total).toBe(before);
  });

  it('refuses a name that does not resolve', async () => {
    expect(await refusal(network, 'http://nowhere.example/')).toBe('dns');
  });

  it.each([
    ['the metadata address', '/to-metadata', 'address', '/latest/meta-data/'],
    ['a name resolving inside', '/to-inside', 'address', '/secret'],
    ['IPv6 loopback', '/to-loopback-v6', 'address', '/admin'],
    ['another port', '/to-other-port', 'port', '/admin'],
    ['a file URL', '/to-file', 'url', '/etc/passwd'],
  ])('refuses a redirect to %s, checking after the redirect', async (_name, from, reason, target) => {
    const before = server.count(from);
    expect(await refusal(network, `http://news.example${from}`)).toBe(reason);
    expect(server.count(from)).toBe(before + 1);
    expect(server.count(target)).toBe(0);
  });

  it('follows three redirects, not four', async () => {
    const before = server.count('/');
    await expect(safeFetch(network, page('http://news.example/hop1'))).resolves.toMatchObject({
      url: new URL('http://news.example/'),
    });
    expect(server.count('/')).toBe(before + 1);
    expect(await refusal(network, 'http://news.example/hop0')).toBe('redirects');
    expect(server.count('/')).toBe(before + 1);
  });

  it.each(['http://news.example:8080/', 'https://news.example:8443/', 'http://news.example:22/'])(
    'refuses a port other than 80 and 443 (%s) without connecting',
    async (url) => {
      const before = server.total;
      expect(await refusal(network, url)).toBe('port');
      expect(server.total).toBe(before);
    },
  );

  it.each(['ftp://news.example/', 'file:///etc/passwd', 'http://user:secret@news.example/', 'not a url'])(
    'refuses a URL that is not plain http(s): %s',
    async (url) => {
      expect(await refusal(network, url)).toBe('url');
    },
  );

  it('refuses a 5 MB body, declared or not', async () => {
    expect(await refusal(network, 'http://news.example/huge-declared')).toBe('size');
    expect(await refusal(network, 'http://news.example/huge-chunked')).toBe('size');
  });

  it('gives up on a server slower than the time limit, before and during the body', async () => {
    const started = Date.now();
    expect(await refusal(network, 'http://news.example/silent', QUICK)).toBe('time');
    expect(await refusal(network, 'http://news.example/trickle', QUICK)).toBe('time');
    // Both ended by the limit, not by some later timeout of the client or the server.
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('gives up on a resolver slower than the time limit', async () => {
    const stuck: LinkNetwork = { ...network, resolve: () => new Promise(() => {}) };
    expect(await refusal(stuck, 'http://news.example/', QUICK)).toBe('time');
  });

  it('reads only text/html', async () => {
    expect(await refusal(network, 'http://news.example/json')).toBe('type');
    expect(await refusal(network, 'http://news.example/text')).toBe('type');
  });

  it('refuses an error status', async () => {
    expect(await refusal(network, 'http://news.example/missing')).toBe('status');
  });

  it('pins the vetted address: a resolver answering differently later is not asked again', async () => {
    let answers = 0;
    const rebinding = testNetwork(server, {});
    rebinding.resolve = async () => {
      answers++;
      return [{ address: answers === 1 ? PUBLIC_LOOKING.v4 : '127.0.0.1', family: 4 }];
    };
    await safeFetch(rebinding, page('http://rebind.example/'));
    expect(answers).toBe(1);
    expect(rebinding.dialled).toEqual([PUBLIC_LOOKING.v4]);
  });

  it('in production resolves with the system resolver and connects to the vetted address itself', async () => {
    expect(DEFAULT_LINK_NETWORK.dial({ address: PUBLIC_LOOKING.v4, port: 443 })).toEqual({
      address: PUBLIC_LOOKING.v4,
      port: 443,
    });
    const addresses = await DEFAULT_LINK_NETWORK.resolve('localhost');
    expect(addresses.length).toBeGreaterThan(0);
    // localhost is loopback: refused by the real network's answer, whatever port it listens on.
    expect(await refusal(DEFAULT_LINK_NETWORK, 'http://localhost/')).toBe('address');
  });
});
