/**
 * What leaving a room does, as the server does it (services/rooms/leave-room.ts), so the
 * confirmation can say so: a member leaves a public room (they may come back) or a private one
 * (only an invitation brings them back); its creator hands it to the longest-standing member,
 * or, as the last member of a private room, deletes it.
 */
export type LeaveCase = 'public' | 'private' | 'handOver' | 'last';

export interface LeavableRoom {
  isPrivate: boolean;
  isMember: boolean;
  createdBy: string | null;
  memberCount: number;
}

/** How the member would leave a listed room; null where the menu offers no leaving. */
export function leaveCaseOf(room: LeavableRoom | undefined, selfId: string): LeaveCase | null {
  // Private chats are not listed among rooms: they are closed, not left.
  if (!room?.isMember) return null;
  if (room.createdBy !== selfId) return room.isPrivate ? 'private' : 'public';
  if (room.memberCount > 1) return 'handOver';
  return room.isPrivate ? 'last' : 'public';
}
