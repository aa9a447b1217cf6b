/** What the flood's processes agree on. */
export const FLOOD_ORIGIN = 'http://flood.local';

/** Parent → flooder: flood this room from this member's session. */
export interface FloodOrder {
  type: 'flood';
  port: number;
  cookie: string;
  roomId: string;
  frames: number;
}

/** Parent → flooder, once it has joined: send the flood now. */
export interface FloodGo {
  type: 'go';
}

/** Flooder → parent. */
export type FlooderReport =
  | { type: 'joined' }
  | {
      type: 'done';
      /** Frames written to the connection (all at once). */
      sent: number;
      /** Its own messages that came back as `new_message` (stored and announced). */
      echoed: number;
      /** `error` frames (rate limits) it was answered with. */
      errors: number;
      /** The close code, when the server closed the socket. */
      closeCode: number | null;
      /** How long the one write of all frames took to hand them to the kernel. */
      sendMs: number;
      /** From the first frame sent to the last answer (or the close). */
      doneMs: number;
    };
