import { type Db, migrateToLatest } from '@nahbar/db';
import { sql } from 'kysely';

export const ROOMS = 1000;
export const MESSAGES = 1_000_000;
/** Room 1 holds a fifth of all messages, so history pages can go deep. */
export const LARGE_ROOM_SHARE = 0.2;
export const SELECTIVE_TERM = 'quokka';
export const COMMON_TERM = 'hallo';
/**
 * In one of twenty messages the searcher may not see, and in only eight it may see: the word
 * the planner expects to find plenty of, and a search that stops early never finds enough of.
 */
export const HIDDEN_TERM = 'geheimnis';
export const HIDDEN_TERM_VISIBLE_HITS = 8;

/**
 * Who writes and who may read, so that a search pays for its permission filters as in life.
 * Senders are numbered 1..SENDERS; a small room n has the SENDERS_PER_ROOM senders s with
 * s - 1 = n modulo SENDER_STRIDE, so each holds one sender the searcher blocked (1..10) and one who
 * blocked the searcher (11..20): a tenth of every room's messages is hidden by blocks. Every
 * PRIVATE_EVERY-th room is private, and the searcher belongs to every SEARCHER_PRIVATE_EVERY-th
 * room only of those (50 of the 200); it belongs to every public room.
 */
export const SENDERS = 200;
const SENDERS_PER_ROOM = 20;
const SENDER_STRIDE = SENDERS / SENDERS_PER_ROOM;
const BLOCKED_BY_SEARCHER = 10;
const BLOCKING_SEARCHER = 10;
const PRIVATE_EVERY = 5;
const SEARCHER_PRIVATE_EVERY = 20;
/** Rooms of the quiet member: the last ones, about 800 messages each of the million. */
export const QUIET_ROOMS = 10;

const WORDS = `ich du wir ihr sie heute morgen abend wetter sonne regen kaffee tee bier wein essen kochen
  pizza pasta berlin hamburg münchen köln wien graz zürich basel bern genf urlaub reise zug bahn auto
  fahrrad laufen wandern schwimmen kino film musik konzert buch lesen arbeit büro projekt meeting
  katze hund garten blumen frühling sommer herbst winter schnee freund freundin familie kinder schule
  the and you we they today tomorrow evening weather coffee beer wine dinner cooking running walking
  hiking movie music concert book reading work office project meeting cat dog garden summer winter
  friend family weekend party dance city train travel holiday photo picture happy funny great nice`
  .split(/\s+/)
  .filter(Boolean);

export interface BenchData {
  /** Member of every public room and some private ones, with blocks both ways. */
  userId: string;
  /** Member of QUIET_ROOMS small rooms only, whose messages are rare among the newest of the table. */
  quietMemberId: string;
  largeRoomId: string;
  largeRoomSize: number;
}

/** Seeds once per database, in a few set-based statements, and returns who searches where. */
export async function seedIfEmpty(db: Db, messages = MESSAGES): Promise<BenchData> {
  await migrateToLatest(db);
  if (!(await userNamed(db, 'benchuser'))) {
    console.log(
      `seeding ${SENDERS} senders, ${ROOMS} rooms and ${messages.toLocaleString('en')} messages (minutes, once)...`,
    );
    const started = Date.now();
    await seedPeopleAndRooms(db);
    await seedMessages(db, messages);
    // Flushes the GIN pending list the bulk insert left behind, as autovacuum would in time.
    await sql`vacuum analyze`.execute(db);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const large = await sql<{ id: string; size: number }>`
    select room_id as id, count(*)::int as size from messages group by room_id order by count(*) desc limit 1`.execute(
    db,
  );
  const room = large.rows[0];
  if (!room) throw new Error('no messages seeded');
  return {
    userId: await userNamedOrThrow(db, 'benchuser'),
    quietMemberId: await userNamedOrThrow(db, 'benchquiet'),
    largeRoomId: room.id,
    largeRoomSize: room.size,
  };
}

async function userNamed(db: Db, username: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst())?.id;
}

async function userNamedOrThrow(db: Db, username: string): Promise<string> {
  const id = await userNamed(db, username);
  if (!id) throw new Error(`the bench database has no ${username}: drop it and seed again`);
  return id;
}

/** The numbered senders and rooms, as the message insert joins them. */
const senders = sql`(select id, split_part(username, '_', 2)::int as no from users where username like 'sender\\_%')`;
const benchRooms = sql`(select id, split_part(name, ' ', 3)::int as no from rooms where name like 'Bench room %')`;

async function seedPeopleAndRooms(db: Db): Promise<void> {
  await sql`insert into users (username, display_name, password_hash, age, gender, location)
    values ('benchuser', 'Bench User', 'x', 30, 'female', 'Berlin'),
           ('benchquiet', 'Bench Quiet', 'x', 30, 'male', 'Wien')`.execute(db);
  await sql`insert into users (username, display_name, password_hash, age, gender, location)
    select 'sender_' || n, 'Sender ' || n, 'x', 20 + n % 60, case when n % 2 = 0 then 'female' else 'male' end, 'Hamburg'
    from generate_series(1, ${SENDERS}) n`.execute(db);
  await sql`insert into rooms (name, description, is_private)
    select 'Bench room ' || n, 'Room number ' || n, n % ${PRIVATE_EVERY} = 0
    from generate_series(1, ${ROOMS}) n`.execute(db);
  // Room 1 (the large one) has every sender, a small room those of its residue.
  await sql`insert into room_members (room_id, user_id)
    select r.id, s.id from ${benchRooms} r join ${senders} s
      on r.no = 1 or (s.no - 1) % ${SENDER_STRIDE} = r.no % ${SENDER_STRIDE}`.execute(db);
  await sql`insert into room_members (room_id, user_id)
    select r.id, u.id from ${benchRooms} r, users u
    where u.username = 'benchuser' and (r.no % ${PRIVATE_EVERY} <> 0 or r.no % ${SEARCHER_PRIVATE_EVERY} = 0)`.execute(
    db,
  );
  await sql`insert into room_members (room_id, user_id)
    select r.id, u.id from ${benchRooms} r, users u
    where u.username = 'benchquiet' and r.no > ${ROOMS - QUIET_ROOMS}`.execute(db);
  await sql`insert into blocked_users (blocker_id, blocked_id)
    select u.id, s.id from users u, ${senders} s where u.username = 'benchuser' and s.no <= ${BLOCKED_BY_SEARCHER}`.execute(
    db,
  );
  await sql`insert into blocked_users (blocker_id, blocked_id)
    select s.id, u.id from users u, ${senders} s
    where u.username = 'benchuser' and s.no > ${BLOCKED_BY_SEARCHER} and s.no <= ${BLOCKED_BY_SEARCHER + BLOCKING_SEARCHER}`.execute(
    db,
  );
}

/**
 * Whether message g gets a word that one message in `oneIn` has: drawn by a hash (salted apart
 * from the word draws, which use 1 to 12), so that it falls independently of room and sender.
 */
const drawn = (salt: number, oneIn: number) =>
  sql`(hashint8(n.g::bigint * 16 + ${sql.lit(salt)}) & 2147483647) % ${sql.lit(oneIn)} = 0`;

/**
 * Message g (1 = oldest, one a second up to now) goes to room 1 while the large room fills,
 * then round the small rooms; its sender takes turns among the room's senders. Its words are
 * drawn by a hash of g, not by random(): every seed holds the same messages, so a search that
 * finds something once always does. The selective term is in about 1 message of 10,000, the
 * common one in 1 of 3, wherever they fall, so the searcher may see only some of them.
 */
async function seedMessages(db: Db, messages: number): Promise<void> {
  // The hidden term's visible hits, spread over the older half of what the searcher may see
  // (more than half of all messages): nothing recent, so a newest-first walk finds none soon.
  const visibleStep = Math.floor(messages / 2 / HIDDEN_TERM_VISIBLE_HITS);
  await sql`
    with words as (select ${WORDS}::text[] as w),
    placed as (
      select g,
        case when g <= ${Math.floor(messages * LARGE_ROOM_SHARE)} then 1 else 2 + g % ${ROOMS - 1} end as room_no
      from generate_series(1, ${messages}) g
    ),
    authored as (
      select g, room_no,
        case when room_no = 1 then 1 + g % ${SENDERS}
             else 1 + room_no % ${SENDER_STRIDE} + ${SENDER_STRIDE} * ((g / ${ROOMS - 1}) % ${SENDERS_PER_ROOM}) end
          as sender_no
      from placed
    ),
    judged as (
      -- What the searcher may not see, by the layout above; the bench checks results against
      -- the stored memberships and blocks, not against this.
      select g, room_no, sender_no,
        (room_no % ${PRIVATE_EVERY} = 0 and room_no % ${SEARCHER_PRIVATE_EVERY} <> 0)
          or sender_no <= ${BLOCKED_BY_SEARCHER + BLOCKING_SEARCHER} as hidden
      from authored
    ),
    numbered as (
      select j.*, row_number() over (partition by room_no order by g) as sequence_id,
        row_number() over (partition by hidden order by g) as nth_alike
      from judged j
    )
    insert into messages (room_id, user_id, sequence_id, content, created_at)
    select r.id, s.id, n.sequence_id,
      array_to_string(array(
        select w[1 + (hashint8(n.g::bigint * 16 + i) & 2147483647) % array_length(w, 1)]
        from words, generate_series(1, 8 + (n.g % 5)) i), ' ')
        || case when ${drawn(13, 10_000)} then ' ${sql.raw(SELECTIVE_TERM)}' else '' end
        || case when ${drawn(14, 3)} then ' ${sql.raw(COMMON_TERM)}' else '' end
        || case when (n.hidden and ${drawn(15, 20)})
                  or (not n.hidden and n.nth_alike % ${visibleStep} = 1
                      and n.nth_alike < ${HIDDEN_TERM_VISIBLE_HITS * visibleStep})
                then ' ${sql.raw(HIDDEN_TERM)}' else '' end,
      now() - make_interval(secs => ${messages} - n.g)
    from numbered n
    join ${benchRooms} r on r.no = n.room_no
    join ${senders} s on s.no = n.sender_no`.execute(db);
  await sql`update rooms r set last_sequence_id = coalesce((select max(sequence_id) from messages m where m.room_id = r.id), 0)`.execute(
    db,
  );
}
