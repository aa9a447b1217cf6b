import type { TBlockedUser } from '@nahbar/contracts';

export function toBlockedUserDto(row: {
  id: string;
  blockedId: string;
  blockedAt: Date;
  reason: string | null;
  displayName: string;
  username: string;
}): TBlockedUser {
  return {
    id: row.id,
    blockedId: row.blockedId,
    blockedAt: row.blockedAt.toISOString(),
    reason: row.reason,
    blockedUser: { displayName: row.displayName, username: row.username },
  };
}
