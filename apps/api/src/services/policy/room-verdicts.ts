import type { TextKey } from '@nahbar/contracts';
import type { Room } from '@nahbar/db';
import { hiddenByBlock, type Verdict } from './can';
import type { Relation } from './relation';

/**
 * "May the actor read, write into or invite into this room": pure verdicts on the room as read
 * with the actor's membership (and, for a private chat, the relation to its other member). The
 * services load what they need and turn a refusal into a 403 with the verdict's reason; whether
 * the room exists at all (404) is theirs to say. The SQL form of the read rule, for queries over
 * many rooms, is `roomReadableBy` in packages/db/src/queries/room-access.ts.
 */

const ALLOW: Verdict = { allow: true };
const deny = (reason: TextKey): Verdict => ({ allow: false, reason });

/** Anyone signed in reads a public room; a private room or chat only its members (a closed chat too). */
export function canReadRoom(room: Pick<Room, 'isPrivate'> & { isMember: boolean }): Verdict {
  return room.isPrivate && !room.isMember ? deny('chat.notAMember') : ALLOW;
}

/**
 * May a reader of the room (canReadRoom) write into it. A public room takes anyone's message (the
 * service makes the writer a member), a private room its members'. A private chat refuses once
 * closed (chat spec §4), and across a block either way: the actor's own block is named, since they
 * can lift it; the other's is told as "not accepting chats", as the DM gate says it (can.ts).
 * `other` is the relation to the chat's other member, when there is one.
 */
export function canWriteTo(room: Pick<Room, 'isDirect' | 'closedAt'>, other: Relation | undefined): Verdict {
  if (!room.isDirect) return ALLOW;
  if (room.closedAt) return deny('chat.chatUnavailableDetail');
  if (other?.viewerBlockedOther) return deny('chat.youBlockedThisUser');
  if (other && hiddenByBlock(other)) return deny('chat.userNotAcceptingChats');
  return ALLOW;
}

/**
 * May the actor add members to the room: only its creator (the spec has no room roles, and the
 * creator is who made it private), and never to a private chat, which stays between its two.
 * Whom they may add is the DM gate's answer (can.ts, canInvite), asked once the invitee is known.
 */
export function canInviteInto(room: Pick<Room, 'isDirect' | 'createdBy'>, actorId: string): Verdict {
  if (room.isDirect) return deny('chat.noMembersForPrivateChats');
  if (room.createdBy !== actorId) return deny('chat.onlyCreatorCanInvite');
  return ALLOW;
}
