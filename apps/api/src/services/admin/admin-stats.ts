import type { TAdminStats } from '@nahbar/contracts';
import { adminStatsQueries, messagesQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The dashboard's figures, all read from the tables: members, new in 7 days, online now, active
 * in the last 24 hours (the spec's `activeUsers`), reports (all and open), bans and mutes in
 * force, and messages per hour over the last 24 hours.
 */
export async function adminStats(deps: AppDeps): Promise<TAdminStats> {
  const now = deps.clock.now();
  const firstHour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - 23 * HOUR_MS);
  const [counts, hours] = await Promise.all([
    adminStatsQueries.dashboardCounts(deps.db, {
      now,
      joinedSince: new Date(now.getTime() - 7 * DAY_MS),
      activeSince: new Date(now.getTime() - DAY_MS),
    }),
    messagesQueries.countPerHourSince(deps.db, firstHour),
  ]);
  const perHour = new Map(hours.map((row) => [row.hour.getTime(), row.count]));
  const messagesPerHour = Array.from({ length: 24 }, (_, i) => {
    const hour = new Date(firstHour.getTime() + i * HOUR_MS);
    return { hour: hour.toISOString(), count: perHour.get(hour.getTime()) ?? 0 };
  });
  return {
    totalReports: counts.totalReports,
    activeUsers: counts.activeUsers,
    totalMembers: counts.totalMembers,
    newMembers7d: counts.newMembers,
    onlineNow: counts.onlineNow,
    openReports: counts.openReports,
    activeBans: counts.activeBans,
    activeMutes: counts.activeMutes,
    messagesPerHour,
  };
}
