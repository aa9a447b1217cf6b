/**
 * The close codes of the live sockets (`/ws` and the tRPC WebSocket): what the server closes
 * with and what the web client decides by, written once.
 */
export const CLOSE_CODE = {
  /** RFC 6455 normal closure: the chat spec's client stays disconnected, no retry (§4). */
  NORMAL: 1000,
  /** RFC 6455 going away (a server restart): the client tries again shortly (§4). */
  GOING_AWAY: 1001,
  /** RFC 6455 policy violation: an upgrade not admitted, or a socket sending on while rate limited. */
  POLICY_VIOLATION: 1008,
  /** RFC 6455 message too big: a frame over WS_MAX_FRAME_BYTES (the websocket library closes with it). */
  MESSAGE_TOO_BIG: 1009,
  /**
   * RFC 6455 service restart: the instance is shutting down (SIGTERM) and others take over. The
   * client comes back at once, after a short random wait of its own (RESTART_RECONNECT_JITTER_MS).
   */
  SERVICE_RESTART: 1012,
  /** Ours: the session behind the socket ended (logout, ban, deletion); sign in again. */
  SESSION_ENDED: 4001,
  /** Ours: the session ended because a moderator banned the member ('Account suspended'). */
  ACCOUNT_SUSPENDED: 4003,
} as const;
