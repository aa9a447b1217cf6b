import { roomTopic, userTopic } from '@nahbar/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../src/deps';
import { eventually } from './live-clients';

/** Columns that change by themselves: being online, a session's sliding expiry. */
const VOLATILE: Record<string, readonly string[]> = {
  users: ['last_seen', 'is_online'],
  sessions: ['expires_at'],
};

let tableNames: Promise<string[]> | undefined;

function tablesOf(deps: AppDeps): Promise<string[]> {
  tableNames ??= sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
    order by table_name`
    .execute(deps.db)
    .then((result) => result.rows.map((row) => row.tableName));
  return tableNames;
}

/**
 * Every row of every table (volatile columns left out) and who is online in `rooms`: two
 * observations that differ mean a call changed something. One query, as JSON.
 */
export async function observe(deps: AppDeps, rooms: readonly string[]): Promise<Record<string, unknown>> {
  const tables = await tablesOf(deps);
  const columns = tables.map(
    (table) =>
      sql`(select coalesce(json_agg(t), '[]') from ${sql.table(table)} t)::text as ${sql.ref(table)}`,
  );
  const result = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(deps.db);
  const row = result.rows[0] ?? {};
  const seen: Record<string, unknown> = {};
  for (const [table, json] of Object.entries(row)) {
    const volatile = VOLATILE[table] ?? [];
    const rows = JSON.parse(json) as Record<string, unknown>[];
    seen[table] = rows
      .map((r) => JSON.stringify(Object.entries(r).filter(([column]) => !volatile.includes(column))))
      .sort();
  }
  for (const room of rooms) seen[`online in ${room}`] = [...(await deps.presence.online(room))].sort();
  return seen;
}

type Marked = { type: string; userId?: string; id?: string };

let markers = 0;

function markerFor(topic: string, token: string): Marked & Record<string, unknown> {
  return topic.startsWith('room:')
    ? { type: 'user_typing', roomId: topic.slice(5), userId: token, isTyping: false }
    : {
        type: 'notification',
        id: token,
        notificationType: 'marker',
        title: token,
        body: null,
        data: null,
        priority: 'normal',
        read: true,
      };
}

/**
 * Records what the bus carries on the rooms' and members' topics. `finish` publishes a
 * marker on each and waits for all of them to come back, so whatever the watched call
 * published has arrived by then; it answers those events (markers left out).
 */
export async function watchTopics(deps: AppDeps, rooms: readonly string[], members: readonly string[]) {
  const controller = new AbortController();
  const topics = [...rooms.map((r) => roomTopic(r)), ...members.map((m) => userTopic(m))];
  const seen = new Map<string, Marked[]>(topics.map((topic) => [topic, []]));
  const subscriptions = topics.map((topic) => {
    const subscription = deps.bus.subscribe<Marked>(topic, controller.signal);
    void (async () => {
      for await (const event of subscription) seen.get(topic)?.push(event);
    })();
    return subscription.ready;
  });
  await Promise.all(subscriptions);
  return {
    async finish(): Promise<{ topic: string; event: Marked }[]> {
      markers += 1;
      const token = `marker:${markers}`;
      for (const topic of topics) await deps.bus.publish(topic, markerFor(topic, token));
      const isMarker = (e: Marked) => e.userId === token || e.id === token;
      await eventually(
        () => (topics.every((topic) => seen.get(topic)?.some(isMarker)) ? true : undefined),
        'the markers on every watched topic',
      );
      controller.abort();
      return topics.flatMap((topic) => {
        const events = seen.get(topic) ?? [];
        return events.slice(0, events.findIndex(isMarker)).map((event) => ({ topic, event }));
      });
    },
  };
}
