import { type Db, migrateToLatest } from '@nahbar/db';
import { sql } from 'kysely';

export const ROOMS = 1000;
export const MESSAGES = 1_000_000;
/** One room holds a fifth of all messages, so history pages can go deep. */
export const LARGE_ROOM_SHARE = 0.2;
export const SELECTIVE_TERM = 'quokka';
export const COMMON_TERM = 'hallo';

const WORDS = `ich du wir ihr sie heute morgen abend wetter sonne regen kaffee tee bier wein essen kochen
  pizza pasta berlin hamburg münchen köln wien graz zürich basel bern genf urlaub reise zug bahn auto
  fahrrad laufen wandern schwimmen kino film musik konzert buch lesen arbeit büro projekt meeting
  katze hund garten blumen frühling sommer herbst winter schnee freund freundin familie kinder schule
  the and you we they today tomorrow evening weather coffee beer wine dinner cooking running walking
  hiking movie music concert book reading work office project meeting cat dog garden summer winter
  friend family weekend party dance city train travel holiday photo picture happy funny great nice`
  .split(/\s+/)
  .filter(Boolean);

/** Seeds once per database: rooms, one bench user in every room, and the messages. */
export async function seedIfEmpty(
  db: Db,
  messages = MESSAGES,
): Promise<{ userId: string; quietMemberId: string; largeRoomId: string; largeRoomSize: number }> {
  await migrateToLatest(db);
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'benchuser')
    .executeTakeFirst();
  if (!existing) {
    console.log(
      `seeding ${ROOMS} rooms and ${messages.toLocaleString('en')} messages (a few minutes, once)...`,
    );
    const started = Date.now();
    await sql`insert into users (username, display_name, password_hash, age, gender, location)
      values ('benchuser', 'Bench User', 'x', 30, 'female', 'Berlin')`.execute(db);
    await sql`insert into rooms (name, description)
      select 'Bench room ' || g, 'Room number ' || g from generate_series(1, ${ROOMS}) g`.execute(db);
    await sql`insert into room_members (room_id, user_id)
      select r.id, u.id from rooms r, users u where u.username = 'benchuser'`.execute(db);
    // Word choice is random; the selective term appears in 1 of 10,000 messages, the common one in ~1 of 3.
    await sql`
      with words as (select ${WORDS}::text[] as w),
      numbered as (
        select g,
          case when g <= ${Math.floor(messages * LARGE_ROOM_SHARE)} then 1
               else 2 + (g % (${ROOMS} - 1)) end as room_no
        from generate_series(1, ${messages}) g
      ),
      rooms_numbered as (select id, row_number() over (order by name) as room_no from rooms where name like 'Bench room %')
      insert into messages (room_id, user_id, sequence_id, content, created_at)
      select r.id, u.id,
        row_number() over (partition by n.room_no order by n.g),
        array_to_string(array(
          select w[1 + floor(random() * array_length(w, 1))::int] from words, generate_series(1, 8 + (n.g % 5))
          where n.g > 0), ' ')
          || case when n.g % 10000 = 0 then ' ${sql.raw(SELECTIVE_TERM)}' else '' end
          || case when n.g % 3 = 0 then ' ${sql.raw(COMMON_TERM)}' else '' end,
        now() - make_interval(secs => ${messages} - n.g)
      from numbered n
      join rooms_numbered r on r.room_no = n.room_no
      cross join (select id from users where username = 'benchuser') u`.execute(db);
    await sql`update rooms r set last_sequence_id = coalesce((select max(sequence_id) from messages m where m.room_id = r.id), 0)`.execute(
      db,
    );
    // Flushes the GIN pending list the bulk insert left behind, as autovacuum would in time.
    await sql`vacuum analyze`.execute(db);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'benchuser')
    .executeTakeFirstOrThrow();
  const quietMemberId = await ensureQuietMember(db);
  const large = await sql<{ id: string; size: number }>`
    select room_id as id, count(*)::int as size from messages group by room_id order by count(*) desc limit 1`.execute(
    db,
  );
  const room = large.rows[0];
  if (!room) throw new Error('no messages seeded');
  return { userId: user.id, quietMemberId, largeRoomId: room.id, largeRoomSize: room.size };
}

/** Rooms of the quiet member: small ones, about 1,000 messages each of the million. */
export const QUIET_ROOMS = 10;

/**
 * A member of QUIET_ROOMS small rooms only, whose messages are rare among the newest of the whole
 * table: the case a newest-first walk over all rooms does not serve. Added once, beside the seed.
 */
async function ensureQuietMember(db: Db): Promise<string> {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'benchquiet')
    .executeTakeFirst();
  if (found) return found.id;
  await sql`insert into users (username, display_name, password_hash, age, gender, location)
    values ('benchquiet', 'Bench Quiet', 'x', 30, 'male', 'Wien')`.execute(db);
  await sql`insert into room_members (room_id, user_id)
    select r.id, u.id from (select id from rooms where name like 'Bench room %' order by name desc limit ${QUIET_ROOMS}) r,
      users u where u.username = 'benchquiet'`.execute(db);
  return (
    await db.selectFrom('users').select('id').where('username', '=', 'benchquiet').executeTakeFirstOrThrow()
  ).id;
}
