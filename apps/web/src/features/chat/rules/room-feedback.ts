import { TEXT } from '@nahbar/contracts';

/**
 * Chat spec §8, Create room: a message containing 'already exists' becomes the catalogue's
 * own sentence with the name; any other message is shown as it is; none gets the fallback.
 */
export function createRoomFailureText(message: string | null | undefined, roomName: string): string {
  if (message?.includes('already exists')) return TEXT.chat.roomExists(roomName.trim());
  return message?.trim() ? message : TEXT.chat.createRoomFailedFallback;
}

/** Chat spec §8: success says whether only invited members can join or anyone can. */
export function createRoomSuccessText(roomName: string, isPrivate: boolean): string {
  return TEXT.chat.roomCreatedDetail(roomName.trim(), isPrivate);
}
