import type { TAdminStats } from '@nahbar/contracts';
import { messagesQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

async function count(query: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * The dashboard's figures, all read from the tables: members, new in 7 days, online now, active
 * in the last 24 hours (the spec's `activeUsers`), reports (all and open), bans and mutes in
 * force, and messages per hour over the last 24 hours.
 */
export async function adminStats(deps: AppDeps): Promise<TAdminStats> {
  const { db } = deps;
  const now = deps.clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const countUsers = () => db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n'));
  const countReports = () => db.selectFrom('reports').select((eb) => eb.fn.countAll<string>().as('n'));
  const firstHour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - 23 * HOUR_MS);
  const [
    totalMembers,
    newMembers7d,
    onlineNow,
    activeUsers,
    totalReports,
    openReports,
    activeBans,
    activeMutes,
    hours,
  ] = await Promise.all([
    count(countUsers()),
    count(countUsers().where('createdAt', '>=', new Date(now.getTime() - 7 * DAY_MS))),
    count(countUsers().where('isOnline', '=', true)),
    count(countUsers().where((eb) => eb.or([eb('isOnline', '=', true), eb('lastSeen', '>=', dayAgo)]))),
    count(countReports()),
    count(countReports().where('status', '=', 'pending')),
    count(
      countUsers()
        .where('isBanned', '=', true)
        .where((eb) => eb.or([eb('banExpiresAt', 'is', null), eb('banExpiresAt', '>', now)])),
    ),
    count(
      countUsers()
        .where('isMuted', '=', true)
        .where((eb) => eb.or([eb('mutedUntil', 'is', null), eb('mutedUntil', '>', now)])),
    ),
    messagesQueries.countPerHourSince(db, firstHour),
  ]);
  const perHour = new Map(hours.map((row) => [row.hour.getTime(), row.count]));
  const messagesPerHour = Array.from({ length: 24 }, (_, i) => {
    const hour = new Date(firstHour.getTime() + i * HOUR_MS);
    return { hour: hour.toISOString(), count: perHour.get(hour.getTime()) ?? 0 };
  });
  return {
    totalReports,
    activeUsers,
    totalMembers,
    newMembers7d,
    onlineNow,
    openReports,
    activeBans,
    activeMutes,
    messagesPerHour,
  };
}
