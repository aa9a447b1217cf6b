import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The one rule of who may read a room: anyone signed in for a public room, only members for
 * a private room or chat. Written against the alias `r` for `rooms`, which every query that
 * uses it gives the table.
 */
export function roomReadableBy(userId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(not r.is_private or exists (
    select 1 from room_members access where access.room_id = r.id and access.user_id = ${userId}))`;
}
