/** What the bench asks of its client processes, and what they answer (over fork's IPC). */

export type AppTransport = 'ws' | 'trpc';

/** One idle socket to open: whose, from which loopback address, into which room. */
export interface SocketPlan {
  transport: AppTransport;
  cookie: string;
  roomId: string;
  localAddress: string;
  /** In the room the latency run sends to. */
  hot: boolean;
}

/** How a churn cycle ends, after connecting and subscribing. */
export type Ending =
  /** Waits until subscribed, then closes with the handshake. */
  | 'close-when-joined'
  /** Closes right after sending the subscription, while the server may still be starting it. */
  | 'close-at-once'
  /** Waits until subscribed, then unsubscribes (tRPC stop, `/ws` leave) and closes. */
  | 'unsubscribe-and-close'
  /** Waits until subscribed, then drops the connection without a close frame. */
  | 'terminate';

export const ENDINGS: Ending[] = ['close-when-joined', 'close-at-once', 'unsubscribe-and-close', 'terminate'];

/** The cycles `from`…`to - 1` of a churn; the cycle's number picks its member, room, transport and ending. */
export interface ChurnPlan {
  port: number;
  cookies: string[];
  roomIds: string[];
  localAddresses: string[];
  from: number;
  to: number;
  inFlight: number;
}

export type ClientCommand =
  | { type: 'connect'; port: number; sockets: SocketPlan[]; inFlight: number }
  | { type: 'latency-start' }
  /** Waits (up to `waitMs`) until every hot socket has `expected` messages, then reports. */
  | { type: 'latency-stop'; expected: number; waitMs: number }
  | { type: 'close-all' }
  | { type: 'churn'; plan: ChurnPlan }
  | { type: 'cpu' };

export interface Connected {
  opened: { ws: number; trpc: number };
  /** The first few failures, and how many there were. */
  failures: string[];
  failed: number;
}

export interface LatencyReport {
  /** Send-to-receive times, ms, by transport. */
  samples: { ws: number[]; trpc: number[] };
  hotSockets: number;
  /** Hot sockets that got exactly `expected` bench messages. */
  complete: number;
  /** Fewest and most bench messages one hot socket got. */
  fewest: number;
  most: number;
}

export interface Churned {
  cycles: number;
  byEnding: Record<Ending, number>;
  failures: string[];
  failed: number;
}

/** The answer to each kind of command. */
export interface ClientReplies {
  connect: Connected;
  'latency-start': { started: true };
  'latency-stop': LatencyReport;
  'close-all': { closed: number };
  churn: Churned;
  cpu: { cpuSeconds: number };
}

export type ClientReply = ClientReplies[keyof ClientReplies];

/** A command with the number its answer comes back under. */
export interface ClientRequest {
  seq: number;
  command: ClientCommand;
}

export type ClientResponse =
  | { seq: number; ok: true; reply: ClientReply }
  | { seq: number; ok: false; error: string };
