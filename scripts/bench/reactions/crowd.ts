import type WebSocket from 'ws';
import { joined, open, subscribeFrame } from '../fanout/clients';

const REACTION = Buffer.from('"reaction_changed"');
const NEW_MESSAGE = Buffer.from('"new_message"');

/** One member's `/ws` socket in the room and what it received since the last reset. */
interface Reader {
  socket: WebSocket;
  frames: number;
  bytes: number;
  /** `reaction_changed` frames for the watched message. */
  deltas: number;
  /** When this reader had every expected delta (performance.now()). */
  completeAt: number | undefined;
}

/** The message a storm is about and how many deltas every reader must get for it. */
interface Watched {
  messageId: Buffer;
  expected: number;
  onComplete: () => void;
  remaining: number;
}

/** A message every reader must see arrive; frames counted before it are the previous storm's. */
interface Awaited {
  tag: Buffer;
  remaining: number;
  /** Each reader's counters just before the message arrived (the frame itself not counted). */
  before: { frames: number; bytes: number; deltas: number }[];
  frame: Buffer | undefined;
  onArrived: () => void;
}

/** The counters of a storm, read when the next message arrived after it. */
export interface StormReceipts {
  frames: number[];
  bytes: number[];
  deltas: number[];
  /** Each reader's time to its last expected delta; NaN for one that never got them all. */
  completeAt: number[];
  /** Frames received by all readers during the storm, by their `type`. */
  types: Map<string, number>;
  /** One `reaction_changed` frame of the storm, as a reader got it. */
  deltaFrame: Buffer | undefined;
}

/**
 * The room's readers: every member one `/ws` socket joined to the room. Frames are recognised
 * by their bytes rather than parsed: with a thousand sockets in this process, parsing every
 * frame would make the readers the bottleneck.
 */
export class Crowd {
  private readonly readers: Reader[] = [];
  private watched: Watched | undefined;
  private awaited: Awaited | undefined;
  private types = new Map<string, number>();
  private deltaFrame: Buffer | undefined;

  /** Connects a socket per cookie, `AT_ONCE` at a time, each joined to the room. */
  static async connect(port: number, roomId: string, cookies: string[]): Promise<Crowd> {
    const crowd = new Crowd();
    const AT_ONCE = 50;
    for (let start = 0; start < cookies.length; start += AT_ONCE) {
      const batch = cookies.slice(start, start + AT_ONCE).map(async (cookie) => {
        const socket = await open(`ws://127.0.0.1:${port}/ws`, { cookie });
        const inRoom = joined(socket);
        socket.send(subscribeFrame('ws', roomId));
        await inRoom;
        return socket;
      });
      for (const socket of await Promise.all(batch)) crowd.add(socket);
    }
    return crowd;
  }

  get size(): number {
    return this.readers.length;
  }

  get sockets(): WebSocket[] {
    return this.readers.map((reader) => reader.socket);
  }

  private add(socket: WebSocket): void {
    const reader: Reader = { socket, frames: 0, bytes: 0, deltas: 0, completeAt: undefined };
    this.readers.push(reader);
    const index = this.readers.length - 1;
    socket.on('message', (data: Buffer) => this.onFrame(reader, index, data));
  }

  private onFrame(reader: Reader, index: number, data: Buffer): void {
    const awaited = this.awaited;
    if (awaited && data.indexOf(NEW_MESSAGE) >= 0 && data.indexOf(awaited.tag) >= 0) {
      awaited.before[index] = { frames: reader.frames, bytes: reader.bytes, deltas: reader.deltas };
      awaited.frame ??= data;
      awaited.remaining -= 1;
      if (awaited.remaining === 0) awaited.onArrived();
      return;
    }
    reader.frames += 1;
    reader.bytes += data.length;
    if (data.indexOf(REACTION) >= 0) {
      this.count('reaction_changed');
      this.deltaFrame ??= data;
      const watched = this.watched;
      if (!watched || data.indexOf(watched.messageId) < 0) return;
      reader.deltas += 1;
      if (reader.deltas !== watched.expected) return;
      reader.completeAt = performance.now();
      watched.remaining -= 1;
      if (watched.remaining === 0) watched.onComplete();
      return;
    }
    // Anything else is rare during a storm (presence, a stray message): worth parsing.
    let type = 'unparsable';
    try {
      type = String((JSON.parse(data.toString('utf8')) as { type?: unknown }).type);
    } catch {}
    this.count(type);
  }

  private count(type: string): void {
    this.types.set(type, (this.types.get(type) ?? 0) + 1);
  }

  /**
   * Resolves once every reader got the `new_message` whose content holds `tag` (or rejects
   * after `timeoutMs`): the frame one reader got, and each reader's counters before it.
   */
  arrivalOf(tag: string, timeoutMs: number): Promise<{ frame: Buffer; before: Awaited['before'] }> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`${this.awaited?.remaining} readers never got the message "${tag}"`));
      }, timeoutMs);
      const awaited: Awaited = {
        tag: Buffer.from(tag),
        remaining: this.readers.length,
        before: [],
        frame: undefined,
        onArrived: () => {
          clearTimeout(timer);
          this.awaited = undefined;
          resolve({ frame: awaited.frame as Buffer, before: awaited.before });
        },
      };
      this.awaited = awaited;
    });
  }

  /** Zeroes every reader's counters and watches `messageId` for `expected` deltas each. */
  watch(messageId: string, expected: number): { complete: Promise<void> } {
    for (const reader of this.readers) {
      reader.frames = 0;
      reader.bytes = 0;
      reader.deltas = 0;
      reader.completeAt = undefined;
    }
    this.types = new Map();
    this.deltaFrame = undefined;
    const complete = new Promise<void>((resolve) => {
      this.watched = {
        messageId: Buffer.from(messageId),
        expected,
        remaining: this.readers.length,
        onComplete: resolve,
      };
    });
    return { complete };
  }

  /**
   * What the storm left, given the counters each reader had when the next message arrived
   * (a sentinel: the room's events reach a reader in order, so any late or extra delta came first).
   */
  receipts(before: Awaited['before']): StormReceipts {
    return {
      frames: before.map((b) => b.frames),
      bytes: before.map((b) => b.bytes),
      deltas: before.map((b) => b.deltas),
      completeAt: this.readers.map((reader) => reader.completeAt ?? Number.NaN),
      types: this.types,
      deltaFrame: this.deltaFrame,
    };
  }
}
