import type { TextRef } from '@nahbar/contracts';
import type { ConnectionStatus } from '../../chat-shell/connection-status';

interface BannerInput {
  status: ConnectionStatus;
  error: TextRef | null;
  /** Messages waiting (not failed), including one being sent. */
  queued: number;
  failed: number;
  /** A flush is sending the queue right now. */
  processing: boolean;
}

/**
 * Chat spec §2: the banner hides when connected with nothing queued or failed and no error.
 * A message on its way over a working channel is not "queued": it would flash the banner on
 * every send.
 */
export function bannerVisible({ status, error, queued, failed, processing }: BannerInput): boolean {
  if (status !== 'connected' || error !== null || failed > 0) return true;
  return queued > 0 && !processing;
}

/** Chat spec §2: Reconnect is offered when disconnected or in error. */
export function canReconnect(status: ConnectionStatus): boolean {
  return status === 'disconnected' || status === 'error';
}
