/** Sockets one member may hold on the bench's server; the bench gives each at most 20. */
export const SOCKETS_PER_MEMBER_CAP = 50;

/** Asks the app server what its live layer holds; `roomIds`: whose presence to count. */
export interface StateRequest {
  type: 'state';
  roomIds: string[];
  /** A file to write a heap snapshot to (after the collection), for a look at what is kept. */
  heapSnapshot?: string;
}

/**
 * Asks the app server the longest its event loop was held since the last such request (every
 * socket on it waited that long), and how many sockets it holds; the next hold counts from now.
 */
export interface LoopRequest {
  type: 'loop';
}

export interface LoopState {
  type: 'loop';
  heldMs: number;
  connections: number;
}

export interface ServerState {
  type: 'state';
  /** Live sockets the registry knows (`/ws` and tRPC). */
  connections: number;
  /** Rooms followed on the bus (one feed per room however many sockets watch it). */
  roomFeeds: number;
  /** Members present in the rooms asked about. */
  onlineInRooms: number;
  /** Node's active handles and requests by kind (TCPSocketWrap, Timeout, …). */
  handles: Record<string, number>;
  /**
   * The JS heap alone after a full collection, bytes. Memory samples add `external`, which on
   * embedded PGlite holds the database's own memory (a few hundred MB): a leak of JS objects
   * shows better here.
   */
  jsHeap: number;
  /** The database server's write-ahead log (all its databases), and this database's size, bytes. */
  walBytes: number;
  databaseBytes: number;
}
