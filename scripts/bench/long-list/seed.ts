// A room with a long history: its members sign up and join through the API like anyone, and the
// messages go in through the app's own batched insert (what group commit stores sends with), a
// few hundred per statement, so 10,000 take seconds rather than the minutes of one send each.
import { type Db, messageSendsQueries, sql } from '@nahbar/db';
import { createRoom, type Member, postJson, registerMember } from '../first-load/api-client';
import { roomHistory } from './message-texts';

/** What the message writer stores in one statement at most. */
const ROWS_PER_INSERT = 256;
/** The history spreads over days, so the rows' relative times vary like a room's. */
const SECONDS_BETWEEN_MESSAGES = 47;
const NAMES = ['anna', 'ben', 'clara', 'deniz'];

export interface SeededRoom {
  roomId: string;
  /** Signed in in the browser; the others only write. */
  reader: Member;
  oldestId: string;
  newestId: string;
}

async function joinRoom(origin: string, member: Member, roomId: string): Promise<void> {
  const res = await postJson(origin, `/api/rooms/${roomId}/join`, {}, member.cookie);
  if (!res.ok) throw new Error(`join: ${res.status} ${await res.text()}`);
}

export async function seedLongRoom(origin: string, db: Db, count: number): Promise<SeededRoom> {
  const suffix = process.pid.toString(36);
  const members: Member[] = [];
  for (const name of NAMES) members.push(await registerMember(origin, `${name}_${suffix}`));
  const [reader] = members as [Member];
  const roomId = await createRoom(origin, reader, `Lange Liste ${suffix}`);
  for (const member of members.slice(1)) await joinRoom(origin, member, roomId);

  const history = roomHistory(
    count,
    members.map((member) => member.username),
  );
  const ids: string[] = [];
  for (let start = 0; start < history.length; start += ROWS_PER_INSERT) {
    const outcomes = await messageSendsQueries.storeSends(
      db,
      history.slice(start, start + ROWS_PER_INSERT).map((message) => ({
        roomId,
        userId: (members[message.sender] as Member).id,
        content: message.content,
        mentionedUserIds: message.mentioned.map((index) => (members[index] as Member).id),
        now: new Date(),
      })),
    );
    for (const { message: row } of outcomes) {
      if (!row) throw new Error('a seeded message was not stored');
      ids.push(row.id);
    }
  }
  await sql`update messages set created_at = now() - make_interval(secs => ${SECONDS_BETWEEN_MESSAGES} * (${count} - sequence_id))
    where room_id = ${roomId}`.execute(db);
  return { roomId, reader, oldestId: ids[0] ?? '', newestId: ids.at(-1) ?? '' };
}
