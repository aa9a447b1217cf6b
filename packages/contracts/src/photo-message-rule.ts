/**
 * Chat spec §5: a message counts as a photo only if photoUrl exists, is not the word
 * `photo`, and is longer than 5 characters; otherwise it is shown as text. Older clients
 * sent `photo` as a placeholder, hence the rule. Shared by the message list and the server.
 */
export function isPhotoMessage(photoUrl: string | null | undefined): photoUrl is string {
  if (typeof photoUrl !== 'string') return false;
  if (photoUrl === 'photo') return false;
  return photoUrl.length > 5;
}
