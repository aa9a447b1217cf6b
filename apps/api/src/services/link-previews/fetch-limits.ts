/**
 * What one fetch for a link preview may take, the page and its image alike: the limits.
 * Tests pass shorter ones to stay quick and check these values themselves.
 */
export interface LinkFetchLimits {
  /** Everything from the first DNS lookup to the last byte of the body, redirects included. */
  totalMs: number;
  /** Body bytes read at most; a longer body gives no preview. */
  maxBytes: number;
  /** Redirects followed at most; one more gives no preview. */
  maxRedirects: number;
}

export const LINK_FETCH_LIMITS: LinkFetchLimits = Object.freeze({
  totalMs: 3000,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
});

/** Ports a link may name: the web's two, so a link cannot reach mail, database or admin ports. */
export const LINK_FETCH_PORTS: readonly number[] = [80, 443];
