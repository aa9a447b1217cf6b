import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { ORIGIN } from './harness';

export interface RawFrame {
  opcode: number;
  payload: Buffer;
}

/**
 * A WebSocket client written by hand, for what the `ws` client will not do: send frames after
 * it has received the server's close frame, and never answer that close frame. It keeps the
 * TCP connection to itself, so a test sees exactly when the server cuts it.
 */
export class RawSocket {
  readonly frames: RawFrame[] = [];
  /** Resolves when the server has ended the TCP connection. */
  readonly ended: Promise<void>;
  private buffer = Buffer.alloc(0);

  private constructor(private readonly tcp: Socket) {
    this.ended = new Promise((resolve) => tcp.once('close', () => resolve()));
    // The server may cut the connection while this client still writes: that is the point.
    tcp.on('error', () => {});
    tcp.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.readFrames();
    });
  }

  /** Upgrades `path` on the server at `wsUrl` with the session cookie; fails unless 101. */
  static open(wsUrl: string, path: string, cookie: string): Promise<RawSocket> {
    const url = new URL(wsUrl);
    const tcp = connect(Number(url.port), url.hostname);
    const key = randomBytes(16).toString('base64');
    tcp.write(
      [
        `GET ${path} HTTP/1.1`,
        `Host: ${url.host}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${key}`,
        'Sec-WebSocket-Version: 13',
        `Origin: ${ORIGIN}`,
        `Cookie: ${cookie}`,
        '',
        '',
      ].join('\r\n'),
    );
    return new Promise((resolve, reject) => {
      let head = Buffer.alloc(0);
      const onData = (chunk: Buffer) => {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        tcp.off('data', onData);
        const status = head.subarray(0, head.indexOf('\r\n')).toString();
        if (!status.includes(' 101 ')) {
          tcp.destroy();
          reject(new Error(`upgrade refused: ${status}`));
          return;
        }
        const raw = new RawSocket(tcp);
        const rest = head.subarray(end + 4);
        if (rest.length > 0) tcp.emit('data', rest);
        resolve(raw);
      };
      tcp.on('data', onData);
      tcp.once('error', reject);
    });
  }

  /** A masked text frame, as clients must send them. */
  sendText(text: string): void {
    this.sendBurst([text]);
  }

  /** Text frames in one write, so that the server reads them as one burst. */
  sendBurst(texts: string[]): void {
    if (!this.tcp.destroyed) this.tcp.write(Buffer.concat(texts.map(maskedTextFrame)));
  }

  sendJson(value: unknown): void {
    this.sendText(JSON.stringify(value));
  }

  texts(): string[] {
    return this.frames.filter((f) => f.opcode === 1).map((f) => f.payload.toString());
  }

  /** The code of the server's close frame, once one has arrived. */
  closeCode(): number | undefined {
    const close = this.frames.find((f) => f.opcode === 8);
    return close && close.payload.length >= 2 ? close.payload.readUInt16BE(0) : undefined;
  }

  destroy(): void {
    this.tcp.destroy();
  }

  /** Server frames are unmasked; payloads here stay under 64 KiB. */
  private readFrames(): void {
    for (;;) {
      if (this.buffer.length < 2) return;
      const opcode = (this.buffer[0] ?? 0) & 0x0f;
      let length = (this.buffer[1] ?? 0) & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (this.buffer.length < 4) return;
        length = this.buffer.readUInt16BE(2);
        offset = 4;
      }
      if (this.buffer.length < offset + length) return;
      this.frames.push({ opcode, payload: this.buffer.subarray(offset, offset + length) });
      this.buffer = this.buffer.subarray(offset + length);
    }
  }
}

/** A client's text frame: masked, with a payload under 64 KiB. */
function maskedTextFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const length =
    payload.length < 126
      ? Buffer.from([0x80 | payload.length])
      : Buffer.from([0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ (mask[i % 4] ?? 0)));
  return Buffer.concat([Buffer.from([0x81]), length, mask, masked]);
}
