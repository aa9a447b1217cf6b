import type { TMessage, TPhoto, TUploadUrlResult } from '@nahbar/contracts';
import { TEMP_ID_PREFIX } from '../messages/message-merge';
import { authorOf, type MessageAuthor } from '../outbox/temp-message';
import { tempPhotoReplacedBy } from './temp-photo-match';

/** The calls of chat spec §7's upload flow, in order. */
export interface PhotoUploadApi {
  createUploadUrl(fileName: string): Promise<TUploadUrlResult>;
  put(uploadURL: string, file: File): Promise<void>;
  /** Has the server check and process the bytes, so a refused file is known before sending. */
  complete(photoId: string): Promise<TPhoto>;
  send(message: {
    roomId: string;
    photoUrl: string;
    photoFileName: string;
    clientMessageId: string;
  }): Promise<TMessage>;
}

/** Who sends: what a temporary message shows of its sender. */
export type PhotoSender = MessageAuthor;

interface PhotoUploadsDeps {
  api: PhotoUploadApi;
  /** The sender as of now (a profile change shows on the next photo). */
  sender(): PhotoSender;
  createId(): string;
  now(): number;
  objectUrls: { create(file: File): string; revoke(url: string): void };
  /** The server stored the photo message: show the stored copy. */
  onDelivered(message: TMessage): void;
  onSent(message: TMessage): void;
  onFailed(error: unknown): void;
}

/**
 * Photos on their way (chat spec §4): the sender sees the picked file at once as a temporary
 * message while it is uploaded, processed and sent, and it is replaced by the stored message.
 * Unlike text these never enter the offline queue: a File cannot outlive the page in local
 * storage, so a failed upload is reported and dropped rather than retried later.
 */
export class PhotoUploads {
  private temps: readonly TMessage[] = [];
  /** Every clientMessageId this page sent a photo with (see tempPhotoReplacedBy). */
  private readonly ownClientIds = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: PhotoUploadsDeps) {}

  /** Starts one upload; answers its temporary message. The file was checked before. */
  send(file: File, roomId: string): TMessage {
    const clientMessageId = this.deps.createId();
    this.ownClientIds.add(clientMessageId);
    const temp = this.tempMessage(file, roomId, clientMessageId);
    this.setTemps([...this.temps, temp]);
    void this.upload(temp, file, clientMessageId);
    return temp;
  }

  /** A stored message reached the room's live feed: it may be one of ours arriving first. */
  arrived(message: TMessage): void {
    const replaced = tempPhotoReplacedBy(this.temps, message, this.ownClientIds);
    if (replaced) this.remove(replaced.id);
  }

  getSnapshot(): readonly TMessage[] {
    return this.temps;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The screen went away: frees the files' memory. Uploads under way still finish and report. */
  clear(): void {
    for (const temp of this.temps) if (temp.photoUrl) this.deps.objectUrls.revoke(temp.photoUrl);
    this.setTemps([]);
  }

  private async upload(temp: TMessage, file: File, clientMessageId: string): Promise<void> {
    try {
      const target = await this.deps.api.createUploadUrl(file.name);
      await this.deps.api.put(target.uploadURL, file);
      const photo = await this.deps.api.complete(target.photoId);
      const stored = await this.deps.api.send({
        roomId: temp.roomId,
        photoUrl: photo.photoUrl,
        photoFileName: file.name,
        clientMessageId,
      });
      // The stored copy shows before the temporary one goes, so the photo never blinks out.
      this.deps.onDelivered(stored);
      this.remove(temp.id);
      this.deps.onSent(stored);
    } catch (error) {
      this.remove(temp.id);
      this.deps.onFailed(error);
    }
  }

  private tempMessage(file: File, roomId: string, clientMessageId: string): TMessage {
    const self = this.deps.sender();
    return {
      id: `${TEMP_ID_PREFIX}${clientMessageId}`,
      roomId,
      userId: self.id,
      sequenceId: 0,
      content: '',
      createdAt: new Date(this.deps.now()).toISOString(),
      messageType: 'photo',
      photoUrl: this.deps.objectUrls.create(file),
      photoFileName: file.name,
      mentionedUserIds: [],
      clientMessageId,
      user: authorOf(self),
    };
  }

  private remove(tempId: string): void {
    const temp = this.temps.find((message) => message.id === tempId);
    if (!temp) return;
    if (temp.photoUrl) this.deps.objectUrls.revoke(temp.photoUrl);
    this.setTemps(this.temps.filter((message) => message !== temp));
  }

  private setTemps(temps: readonly TMessage[]): void {
    this.temps = temps;
    for (const listener of [...this.listeners]) listener();
  }
}
