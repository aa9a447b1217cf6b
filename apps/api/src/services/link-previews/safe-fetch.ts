import type { LookupFunction } from 'node:net';
import { buildConnector, Client } from 'undici';
import { readLimited } from '../../photos/read-limited';
import { isAddressLiteral, isPublicAddress, stripBrackets } from './address-check';
import { LINK_FETCH_LIMITS, LINK_FETCH_PORTS, type LinkFetchLimits } from './fetch-limits';
import { LinkFetchRefused } from './link-fetch-refused';
import type { DialTarget, LinkNetwork } from './link-network';
import { parseLinkUrl, portOf } from './link-url';

export interface FetchedBody {
  /** Where the body came from, after redirects. */
  url: URL;
  /** The media type, lower case, without parameters. */
  mimeType: string;
  charset: string | undefined;
  body: Buffer;
}

export interface SafeFetchRequest {
  url: string;
  /** The `Accept` header, and which media types are read; any other gives nothing. */
  accept: string;
  acceptsMimeType(mimeType: string): boolean;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'NahbarLinkPreview/1 (+link previews for chat messages)';

/**
 * GET of a URL a member wrote, made safe for the server to do (design.md, link previews).
 * Every host is resolved here and every address it has is checked before connecting, at the
 * start and after each redirect; the connection then goes to the checked address itself, so a
 * second DNS answer cannot send it elsewhere. Only ports 80 and 443, at most `maxRedirects`
 * redirects, `maxBytes` of body and `totalMs` for all of it. Anything else throws
 * LinkFetchRefused.
 */
export async function safeFetch(
  network: LinkNetwork,
  request: SafeFetchRequest,
  limits: LinkFetchLimits = LINK_FETCH_LIMITS,
): Promise<FetchedBody> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new LinkFetchRefused('time'));
    }, limits.totalMs);
  });
  const work = follow(network, request, limits, controller.signal);
  // Past the deadline the work may still settle (a DNS answer arriving late); nobody waits for it.
  work.catch(() => {});
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    if (error instanceof LinkFetchRefused) throw error;
    throw new LinkFetchRefused(controller.signal.aborted ? 'time' : 'network');
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

async function follow(
  network: LinkNetwork,
  request: SafeFetchRequest,
  limits: LinkFetchLimits,
  signal: AbortSignal,
): Promise<FetchedBody> {
  let url = parseLinkUrl(request.url);
  for (let redirects = 0; ; redirects++) {
    const target = await vet(network, url);
    if (signal.aborted) throw new LinkFetchRefused('time');
    const answer = await getOnce(network.dial(target), url, request, limits, signal);
    if ('body' in answer) return answer;
    if (redirects >= limits.maxRedirects) throw new LinkFetchRefused('redirects');
    url = parseLinkUrl(answer.location, url);
  }
}

/** The one address to connect to for a URL, once every address of its host has passed. */
async function vet(network: LinkNetwork, url: URL): Promise<DialTarget> {
  const port = portOf(url);
  if (!LINK_FETCH_PORTS.includes(port)) throw new LinkFetchRefused('port');
  const hostname = stripBrackets(url.hostname);
  let addresses: string[];
  if (isAddressLiteral(hostname)) {
    addresses = [hostname];
  } else {
    try {
      addresses = (await network.resolve(hostname)).map((resolved) => resolved.address);
    } catch {
      throw new LinkFetchRefused('dns');
    }
  }
  const [first] = addresses;
  if (first === undefined) throw new LinkFetchRefused('dns');
  // One private answer among public ones is enough to refuse: the name points inside.
  if (!addresses.every(isPublicAddress)) throw new LinkFetchRefused('address');
  return { address: first, port };
}

/** Answers only the pinned address, should anything below still ask for a lookup. */
function pinnedLookup(target: DialTarget): LookupFunction {
  const family = isIpv6(target.address) ? 6 : 4;
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family }]);
    else callback(null, target.address, family);
  };
}

function isIpv6(address: string): boolean {
  return address.includes(':');
}

async function getOnce(
  target: DialTarget,
  url: URL,
  request: SafeFetchRequest,
  limits: LinkFetchLimits,
  signal: AbortSignal,
): Promise<FetchedBody | { location: string }> {
  const hostname = stripBrackets(url.hostname);
  const connector = buildConnector({
    timeout: limits.totalMs,
    // TLS still names and verifies the host the URL names, not the address.
    servername: isAddressLiteral(hostname) ? undefined : hostname,
    lookup: pinnedLookup(target),
  } as buildConnector.BuildOptions);
  const client = new Client(url.origin, {
    connect: (options, callback) =>
      connector({ ...options, hostname: target.address, port: String(target.port) }, callback),
    headersTimeout: limits.totalMs,
    bodyTimeout: limits.totalMs,
  });
  try {
    const response = await client.request({
      method: 'GET',
      path: `${url.pathname}${url.search}`,
      headers: { accept: request.accept, 'accept-encoding': 'identity', 'user-agent': USER_AGENT },
      signal,
    });
    // A body left unread is destroyed below; its abort is expected, not an error to report.
    response.body.on('error', () => {});
    const header = (name: string) => {
      const value = response.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const location = header('location');
    if (REDIRECTS.has(response.statusCode) && location) {
      response.body.destroy();
      return { location };
    }
    if (response.statusCode < 200 || response.statusCode > 299) {
      response.body.destroy();
      throw new LinkFetchRefused('status');
    }
    const [mimeType = '', ...parameters] = (header('content-type') ?? '').split(';');
    const mime = mimeType.trim().toLowerCase();
    if (!request.acceptsMimeType(mime)) {
      response.body.destroy();
      throw new LinkFetchRefused('type');
    }
    const encoding = header('content-encoding')?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') {
      response.body.destroy();
      throw new LinkFetchRefused('encoding');
    }
    const declared = Number(header('content-length'));
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      response.body.destroy();
      throw new LinkFetchRefused('size');
    }
    const body = await readLimited(response.body, limits.maxBytes, () => new LinkFetchRefused('size'));
    return { url, mimeType: mime, charset: charsetOf(parameters), body };
  } finally {
    client.destroy().catch(() => {});
  }
}

function charsetOf(parameters: string[]): string | undefined {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=', 2);
    if (name?.trim().toLowerCase() === 'charset' && value) return value.trim().replace(/^"|"$/g, '');
  }
  return undefined;
}
