import type { TMessage, TPhoto } from '@nahbar/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type PhotoSender, type PhotoUploadApi, PhotoUploads } from './photo-uploads';

const SELF: PhotoSender = {
  id: 'me',
  username: 'anna',
  displayName: 'Anna',
  gender: 'female',
  avatar: null,
  primaryPhoto: null,
};
const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const PHOTO_ID = '0b9f4c1e-2a55-4a8e-9d0c-0c1f5a7b3e21';

/** A promise the test settles by hand, to look at the state in between. */
function gate<T>() {
  let open: (value: T) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

function storedFor(input: {
  roomId: string;
  photoUrl: string;
  photoFileName: string;
  clientMessageId: string;
}) {
  return {
    id: `stored-${input.clientMessageId}`,
    roomId: input.roomId,
    userId: SELF.id,
    sequenceId: 5,
    content: '',
    createdAt: new Date(T0 + 500).toISOString(),
    messageType: 'photo',
    photoUrl: input.photoUrl,
    photoFileName: input.photoFileName,
    mentionedUserIds: [],
    clientMessageId: input.clientMessageId,
    user: {
      id: SELF.id,
      displayName: 'Anna',
      username: 'anna',
      gender: 'female',
      avatar: null,
      primaryPhoto: null,
    },
  } satisfies TMessage;
}

function setup() {
  const sent = gate<void>();
  const calls: string[] = [];
  const api: PhotoUploadApi = {
    createUploadUrl: vi.fn(async (fileName: string) => {
      calls.push(`createUploadUrl ${fileName}`);
      return {
        uploadURL: '/api/photos/upload/t',
        photoId: PHOTO_ID,
        photoUrl: `/photos/${PHOTO_ID}`,
        expiresAt: '',
      };
    }),
    put: vi.fn(async (url: string, file: File) => {
      calls.push(`put ${url} ${file.type}`);
    }),
    complete: vi.fn(async (photoId: string) => {
      calls.push(`complete ${photoId}`);
      const photo: TPhoto = {
        id: photoId,
        photoUrl: `/photos/${photoId}`,
        thumbnailUrl: `/photos/${photoId}?size=thumbnail`,
        fileName: 'beach.png',
        contentType: 'image/png',
        width: 2,
        height: 1,
        bytes: 2,
      };
      return photo;
    }),
    send: vi.fn(async (input) => {
      calls.push(`send ${input.photoUrl} ${input.photoFileName}`);
      await sent.promise;
      return storedFor(input);
    }),
  };
  let urls = 0;
  const revoked: string[] = [];
  const events: string[] = [];
  let ids = 0;
  const uploads = new PhotoUploads({
    api,
    sender: () => SELF,
    createId: () => `c${++ids}`,
    now: () => T0,
    objectUrls: { create: () => `blob:http://localhost/${++urls}`, revoke: (url) => revoked.push(url) },
    onDelivered: (message) => events.push(`delivered ${message.id}`),
    onSent: (message) => events.push(`sent ${message.id}`),
    onFailed: (error) => events.push(`failed ${(error as Error).message}`),
  });
  return { uploads, api, sent, calls, revoked, events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const file = (name = 'beach.png', type = 'image/png') =>
  new File([new Uint8Array([137, 80])], name, { type });

describe('PhotoUploads', () => {
  it('shows a temporary photo at once, then uploads, completes and sends it in order', async () => {
    const { uploads, sent, calls, revoked, events } = setup();
    const temp = uploads.send(file(), 'room-1');
    expect(temp).toMatchObject({
      id: 'temp-c1',
      clientMessageId: 'c1',
      roomId: 'room-1',
      userId: 'me',
      messageType: 'photo',
      photoUrl: 'blob:http://localhost/1',
      photoFileName: 'beach.png',
      createdAt: new Date(T0).toISOString(),
    });
    expect(uploads.getSnapshot()).toEqual([temp]);

    await settle();
    expect(calls).toEqual([
      'createUploadUrl beach.png',
      'put /api/photos/upload/t image/png',
      `complete ${PHOTO_ID}`,
      `send /photos/${PHOTO_ID} beach.png`,
    ]);
    expect(uploads.getSnapshot()).toEqual([temp]);

    sent.open();
    await settle();
    expect(events).toEqual(['delivered stored-c1', 'sent stored-c1']);
    expect(uploads.getSnapshot()).toEqual([]);
    expect(revoked).toEqual(['blob:http://localhost/1']);
  });

  it('drops the temporary photo when its stored copy arrives live first, and reports success once', async () => {
    const { uploads, sent, revoked, events } = setup();
    const listener = vi.fn();
    uploads.subscribe(listener);
    uploads.send(file(), 'room-1');
    await settle();
    uploads.arrived(
      storedFor({
        roomId: 'room-1',
        photoUrl: `/photos/${PHOTO_ID}`,
        photoFileName: 'beach.png',
        clientMessageId: 'c1',
      }),
    );
    expect(uploads.getSnapshot()).toEqual([]);
    expect(revoked).toEqual(['blob:http://localhost/1']);
    sent.open();
    await settle();
    expect(events).toEqual(['delivered stored-c1', 'sent stored-c1']);
    expect(revoked).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('removes the temporary photo and reports the failure when any step fails', async () => {
    const { uploads, api, revoked, events } = setup();
    vi.mocked(api.put).mockRejectedValueOnce(new Error('413: too large'));
    uploads.send(file(), 'room-1');
    await settle();
    expect(api.complete).not.toHaveBeenCalled();
    expect(api.send).not.toHaveBeenCalled();
    expect(uploads.getSnapshot()).toEqual([]);
    expect(revoked).toEqual(['blob:http://localhost/1']);
    expect(events).toEqual(['failed 413: too large']);
  });

  it('keeps the other uploads when one photo of another sender or room arrives', async () => {
    const { uploads } = setup();
    uploads.send(file('a.png'), 'room-1');
    uploads.send(file('b.png'), 'room-2');
    const stranger = {
      ...storedFor({
        roomId: 'room-1',
        photoUrl: '/photos/x',
        photoFileName: 'a.png',
        clientMessageId: 'zz',
      }),
      userId: 'someone-else',
    };
    uploads.arrived(stranger);
    expect(uploads.getSnapshot().map((temp) => temp.id)).toEqual(['temp-c1', 'temp-c2']);
  });

  it('frees every file when cleared', () => {
    const { uploads, revoked } = setup();
    uploads.send(file('a.png'), 'room-1');
    uploads.send(file('b.png'), 'room-1');
    uploads.clear();
    expect(uploads.getSnapshot()).toEqual([]);
    expect(revoked).toEqual(['blob:http://localhost/1', 'blob:http://localhost/2']);
  });
});
