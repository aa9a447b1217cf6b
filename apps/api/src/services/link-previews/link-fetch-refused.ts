/** Why a fetch for a link preview gave nothing: kept for tests and logs, never shown to members. */
export type LinkFetchRefusal =
  | 'url'
  | 'port'
  | 'dns'
  | 'address'
  | 'redirects'
  | 'status'
  | 'type'
  | 'encoding'
  | 'size'
  | 'time'
  | 'network';

export class LinkFetchRefused extends Error {
  constructor(readonly reason: LinkFetchRefusal) {
    super(`Link preview fetch refused: ${reason}`);
    this.name = 'LinkFetchRefused';
  }
}
