import type { Messages } from '@nahbar/contracts';
import { serverErrorText, serverTextKey } from '../../../i18n/server-text';
import { httpStatusOf, serverMessageOf } from '../outbox/send-outcome';

/**
 * Chat spec §8, Create room: a name that is taken gets the catalogue's own sentence with the
 * name; another refusal is worded by its key (or shown as the server sent it); no answer at all
 * (offline, a cut request) gets the fallback.
 */
export function createRoomFailureText(m: Messages, error: unknown, roomName: string): string {
  if (serverTextKey(error) === 'chat.roomAlreadyExists') return m.chat.roomExists(roomName.trim());
  const worded = serverErrorText(m, error);
  if (worded) return worded;
  return (httpStatusOf(error) !== undefined && serverMessageOf(error)) || m.chat.createRoomFailedFallback;
}

/** Chat spec §8: success says whether only invited members can join or anyone can. */
export function createRoomSuccessText(m: Messages, roomName: string, isPrivate: boolean): string {
  return m.chat.roomCreatedDetail(roomName.trim(), isPrivate);
}
