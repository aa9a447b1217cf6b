import { MESSAGE_EDIT_WINDOW_MS, type TextKey } from '@nahbar/contracts';
import type { messageChangesQueries } from '@nahbar/db';
import { hiddenByBlock, type Verdict } from './can';
import type { Relation } from './relation';

/**
 * "May the actor change this message": pure verdicts on a message as read
 * (messageChangesQueries.findChangeable). Whether it exists, and whether the actor may read its
 * room, the services say first (404: a message one cannot read is not there for them).
 */

type Changeable = messageChangesQueries.ChangeableMessage;

const ALLOW: Verdict = { allow: true };
const deny = (reason: TextKey): Verdict => ({ allow: false, reason });

/** Only the sender edits, only words (a photo's caption, not the photo), and within 24 hours. */
export function canEditMessage(message: Changeable, actorId: string, now: Date): Verdict {
  if (message.userId !== actorId) return deny('chat.notYourMessage');
  if (message.removedAt) return deny('chat.messageAlreadyDeleted');
  if (now.getTime() - message.createdAt.getTime() > MESSAGE_EDIT_WINDOW_MS)
    return deny('chat.editWindowOver');
  return ALLOW;
}

/**
 * Only the sender deletes their message, at any time, and wherever it is: a member who left a
 * room or whose chat was closed can still take back what they wrote there.
 */
export function canDeleteMessage(message: Changeable, actorId: string): Verdict {
  return message.userId === actorId ? ALLOW : deny('chat.notYourMessage');
}

/**
 * Reacting is reaching the sender: not across a block either way (one's own messages always),
 * and not to a tombstone. A mute refuses it before this (standing.ts).
 */
export function canReactTo(message: Changeable, sender: Relation): Verdict {
  if (message.removedAt) return deny('chat.messageAlreadyDeleted');
  if (hiddenByBlock(sender)) return deny('chat.cannotReactAcrossBlock');
  return ALLOW;
}

/**
 * Whether a message shows a preview of its link: in rooms always; in a private chat only between
 * friends, so that a stranger cannot make the other's chat show a page of their choosing.
 */
export function showsLinkPreview(room: { isDirect: boolean }, other: Relation | undefined): boolean {
  return !room.isDirect || other?.friends === true;
}
