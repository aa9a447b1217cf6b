import { promises as dns } from 'node:dns';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Where a connection goes: a vetted address and port. */
export interface DialTarget {
  address: string;
  port: number;
}

/**
 * The network as link previews see it. Production uses DEFAULT_LINK_NETWORK; tests pass their
 * own through the service's deps, so a test server on 127.0.0.1 can stand in for a public host.
 * There is no setting that changes it: only code that calls the service can.
 */
export interface LinkNetwork {
  /** Every address a host name has; each one is checked before any is used. */
  resolve(hostname: string): Promise<ResolvedAddress[]>;
  /** Where to connect for an address that passed the check: in production, that address. */
  dial(vetted: DialTarget): DialTarget;
}

export const DEFAULT_LINK_NETWORK: LinkNetwork = Object.freeze({
  resolve: (hostname: string) => dns.lookup(hostname, { all: true, verbatim: true }),
  dial: (vetted: DialTarget) => vetted,
});
