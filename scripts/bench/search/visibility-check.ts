import type { Db } from '@nahbar/db';
import { sql } from 'kysely';

/**
 * What a searcher may see, read from the stored memberships and blocks rather than from the
 * seed's layout: a search result outside it is a leak, whatever the seed meant to store.
 */
export interface Visibility {
  memberRoomIds: Set<string>;
  blockedEitherWay: Set<string>;
}

export async function visibilityOf(db: Db, searcherId: string): Promise<Visibility> {
  const rooms = await db
    .selectFrom('roomMembers')
    .select('roomId')
    .where('userId', '=', searcherId)
    .execute();
  const blocks = await db
    .selectFrom('blockedUsers')
    .select(['blockerId', 'blockedId'])
    .where((eb) => eb.or([eb('blockerId', '=', searcherId), eb('blockedId', '=', searcherId)]))
    .execute();
  return {
    memberRoomIds: new Set(rooms.map((r) => r.roomId)),
    blockedEitherWay: new Set(blocks.map((b) => (b.blockerId === searcherId ? b.blockedId : b.blockerId))),
  };
}

interface FoundMessage {
  id: string;
  roomId: string;
  roomIsPrivate: boolean;
  userId: string;
}

/** Throws on a result from a room the searcher is not in or from a sender blocked either way. */
export function assertVisible(rows: FoundMessage[], visibility: Visibility): void {
  for (const row of rows) {
    if (!visibility.memberRoomIds.has(row.roomId)) {
      const kind = row.roomIsPrivate ? 'private room' : 'room';
      throw new Error(`search leaked message ${row.id} of a ${kind} the searcher is not in`);
    }
    if (visibility.blockedEitherWay.has(row.userId)) {
      throw new Error(`search leaked message ${row.id} of a sender blocked either way`);
    }
  }
}

/**
 * How many messages with each word the searcher may not see, in rooms it is not in and from
 * senders blocked either way. The bench stops when a word has none: its filters would then be
 * proven on nothing.
 */
export async function hiddenHits(
  db: Db,
  visibility: Visibility,
  words: string[],
): Promise<Record<string, { outsideRooms: number; blocked: number }>> {
  const rooms = [...visibility.memberRoomIds];
  const blocked = [...visibility.blockedEitherWay];
  const counts: Record<string, { outsideRooms: number; blocked: number }> = {};
  for (const word of words) {
    const { rows } = await sql<{ outsideRooms: number; blocked: number }>`
      select count(*) filter (where not (m.room_id = any(${rooms}::uuid[])))::int as "outsideRooms",
        count(*) filter (where m.room_id = any(${rooms}::uuid[]) and m.user_id = any(${blocked}::uuid[]))::int as blocked
      from messages m where m.search_vector @@ to_tsquery('simple', ${word})`.execute(db);
    const found = rows[0] ?? { outsideRooms: 0, blocked: 0 };
    if (found.outsideRooms === 0 || found.blocked === 0) {
      throw new Error(`the seed hides no messages with '${word}' in rooms or by blocks: nothing to prove`);
    }
    counts[word] = found;
  }
  return counts;
}
