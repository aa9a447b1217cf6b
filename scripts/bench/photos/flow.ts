import type { Member } from './http-client';

export interface FlowTimes {
  uploadUrlMs: number;
  putMs: number;
  sendMs: number;
  thumbnailMs: number;
  totalMs: number;
}

/**
 * One photo message end to end, as the chat spec §7 describes it: ask for an upload URL,
 * PUT the bytes (checked and re-encoded there), send the photo message, and another
 * member loads its thumbnail.
 */
export async function photoMessageFlow(
  sender: Member,
  viewer: Member,
  roomId: string,
  photo: Buffer,
): Promise<FlowTimes> {
  const started = performance.now();
  const ticket = await sender.json<{ uploadURL: string }>('POST', '/api/photos/upload-url', {
    fileName: 'IMG_0001.JPG',
  });
  const urlDone = performance.now();
  await sender.json('PUT', ticket.uploadURL, photo, 'image/jpeg');
  const putDone = performance.now();
  const sent = await sender.json<{ result: { data: { photoUrl: string } } }>('POST', '/trpc/messages.send', {
    roomId,
    messageType: 'photo',
    photoUrl: ticket.uploadURL,
    photoFileName: 'IMG_0001.JPG',
  });
  const sendDone = performance.now();
  const thumb = await viewer.request('GET', `${sent.result.data.photoUrl}?size=thumbnail`);
  if (thumb.status !== 200) throw new Error(`thumbnail: ${thumb.status}`);
  await thumb.arrayBuffer();
  const end = performance.now();
  return {
    uploadUrlMs: urlDone - started,
    putMs: putDone - urlDone,
    sendMs: sendDone - putDone,
    thumbnailMs: end - sendDone,
    totalMs: end - started,
  };
}
