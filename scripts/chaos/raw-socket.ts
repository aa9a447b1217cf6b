import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/**
 * A WebSocket client by hand, for a flood that costs its sender nothing: every frame is masked
 * and laid out in one buffer beforehand, and the whole flood is one write, so the kernel hands
 * the frames over as fast as the server reads them and the measuring member's process and the
 * server do not share the machine with a busy client.
 */
export class RawSocket {
  private buffer: Buffer = Buffer.alloc(0);
  readonly closed: Promise<number | null>;
  private closeCode: number | null = null;

  private constructor(
    private readonly tcp: Socket,
    private readonly onText: (text: Buffer) => void,
  ) {
    this.closed = new Promise((resolve) => tcp.once('close', () => resolve(this.closeCode)));
    // The server cuts the connection of a flood it refuses while the flood is still arriving.
    tcp.on('error', () => {});
    tcp.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.read();
    });
  }

  static open(port: number, path: string, headers: Record<string, string>, onText: (text: Buffer) => void) {
    const tcp = connect(port, '127.0.0.1');
    const lines = [
      `GET ${path} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    tcp.write(`${lines.join('\r\n')}\r\n\r\n`);
    return new Promise<RawSocket>((resolve, reject) => {
      let head: Buffer = Buffer.alloc(0);
      const onData = (chunk: Buffer) => {
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        tcp.off('data', onData);
        const status = head.subarray(0, head.indexOf('\r\n')).toString();
        if (!status.includes(' 101 ')) return reject(new Error(`upgrade refused: ${status}`));
        const socket = new RawSocket(tcp, onText);
        const rest = head.subarray(end + 4);
        if (rest.length > 0) tcp.emit('data', rest);
        resolve(socket);
      };
      tcp.on('data', onData);
      tcp.once('error', reject);
    });
  }

  /** Masked text frames, laid out one after another. */
  static frames(texts: string[]): Buffer {
    return Buffer.concat(texts.map((text) => maskedFrame(Buffer.from(text))));
  }

  write(bytes: Buffer): void {
    if (!this.tcp.destroyed) this.tcp.write(bytes);
  }

  destroy(): void {
    this.tcp.destroy();
  }

  private read(): void {
    for (;;) {
      if (this.buffer.length < 2) return;
      const opcode = (this.buffer[0] ?? 0) & 0x0f;
      let length = (this.buffer[1] ?? 0) & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (this.buffer.length < 4) return;
        length = this.buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (this.buffer.length < 10) return;
        length = Number(this.buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (this.buffer.length < offset + length) return;
      const payload = this.buffer.subarray(offset, offset + length);
      this.buffer = this.buffer.subarray(offset + length);
      if (opcode === 1) this.onText(payload);
      else if (opcode === 8 && payload.length >= 2) this.closeCode = payload.readUInt16BE(0);
    }
  }
}

function maskedFrame(payload: Buffer): Buffer {
  const mask = randomBytes(4);
  const length =
    payload.length < 126
      ? Buffer.from([0x80 | payload.length])
      : Buffer.from([0x80 | 126, payload.length >> 8, payload.length & 0xff]);
  const masked = Buffer.alloc(payload.length);
  for (let i = 0; i < payload.length; i += 1) masked[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
  return Buffer.concat([Buffer.from([0x81]), length, mask, masked]);
}
