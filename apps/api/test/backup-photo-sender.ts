import type { TUploadUrlResult } from '@nahbar/contracts';
import type { Member } from './crash-links';
import { ORIGIN } from './harness';
import { trpcLiveClient } from './live-clients';
import { jpegBytes } from './photo-fixtures';

/** A photo message the server acknowledged. */
export interface SentPhoto {
  messageId: string;
  sequenceId: number;
  photoUrl: string;
}

/**
 * A member who keeps uploading photos (the local store's one-time upload, over real HTTP) and
 * sending each as a message, one after the other, until stopped.
 */
export class PhotoSender {
  readonly sent: SentPhoto[] = [];
  private stopping = false;
  private readonly trpc;
  readonly done: Promise<void>;

  constructor(
    private readonly http: string,
    ws: string,
    private readonly member: Member,
    private readonly roomId: string,
  ) {
    this.trpc = trpcLiveClient(ws, member.cookie);
    this.done = this.run();
    this.done.catch(() => {});
  }

  private async run(): Promise<void> {
    const bytes = await jpegBytes(64, 48);
    for (let i = 0; !this.stopping; i += 1) {
      const headers = { origin: ORIGIN, cookie: this.member.cookie };
      const ticketRes = await fetch(`${this.http}/api/photos/upload-url`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: `holiday-${i}.jpg` }),
      });
      if (ticketRes.status !== 200) throw new Error(`upload-url: ${ticketRes.status}`);
      const ticket = (await ticketRes.json()) as TUploadUrlResult;
      const put = await fetch(`${this.http}${ticket.uploadURL}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'image/jpeg' },
        body: bytes,
      });
      if (put.status !== 200) throw new Error(`upload: ${put.status} ${await put.text()}`);
      const message = await this.trpc.client.messages.send.mutate({
        roomId: this.roomId,
        messageType: 'photo',
        photoUrl: ticket.photoUrl,
        clientMessageId: `photo-${i}`,
      });
      this.sent.push({ messageId: message.id, sequenceId: message.sequenceId, photoUrl: ticket.photoUrl });
    }
  }

  /** Stops after the photo under way; resolves when it has. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.done;
    await this.trpc.close();
  }
}
