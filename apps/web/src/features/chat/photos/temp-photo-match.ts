import { isPhotoMessage, TEMP_PHOTO_MATCH_WINDOW_MS, type TMessage } from '@nahbar/contracts';

/**
 * Chat spec §4, photo messages: the stored photo message that replaces one of the sender's
 * temporary photos is from the same sender, in the same room, with the same file name or made
 * within 30 s of it. Read as "same sender, and (same file name or within 30 s)": a stranger's
 * photo must never take the place of one's own.
 *
 * Before that rule, the exact match: a stored message carrying the clientMessageId of one of
 * this page's uploads replaces that upload's temporary message and no other, so two photos
 * sent in quick succession never swap places. The looser rule is left for messages this page
 * did not make (the same user in another tab, a client without clientMessageIds).
 */
export function tempPhotoReplacedBy(
  temps: readonly TMessage[],
  stored: TMessage,
  ownClientIds: ReadonlySet<string>,
): TMessage | undefined {
  if (!isPhotoMessage(stored.photoUrl)) return undefined;
  const candidates = temps.filter((temp) => temp.roomId === stored.roomId && temp.userId === stored.userId);
  const clientId = stored.clientMessageId;
  if (clientId) {
    const twin = candidates.find((temp) => temp.clientMessageId === clientId);
    if (twin || ownClientIds.has(clientId)) return twin;
  }
  // The oldest fitting temporary photo: uploads finish roughly in the order they started.
  const byAge = [...candidates].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const sameName = byAge.find((temp) => !!temp.photoFileName && temp.photoFileName === stored.photoFileName);
  if (sameName) return sameName;
  const storedAt = Date.parse(stored.createdAt);
  return byAge.find((temp) => Math.abs(storedAt - Date.parse(temp.createdAt)) <= TEMP_PHOTO_MATCH_WINDOW_MS);
}
