import type { Db } from '../create-db';

type Executor = Pick<Db, 'selectFrom'>;

export interface DashboardCounts {
  totalMembers: number;
  newMembers: number;
  onlineNow: number;
  activeUsers: number;
  totalReports: number;
  openReports: number;
  activeBans: number;
  activeMutes: number;
}

async function count(query: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * The dashboard's member and report figures at `now`: members (all, joined since `joinedSince`,
 * online, and online or seen since `activeSince`), reports (all and pending), and the bans and
 * mutes still in force.
 */
export async function dashboardCounts(
  db: Executor,
  at: { now: Date; joinedSince: Date; activeSince: Date },
): Promise<DashboardCounts> {
  const { now } = at;
  const users = () => db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n'));
  const reports = () => db.selectFrom('reports').select((eb) => eb.fn.countAll<string>().as('n'));
  const [
    totalMembers,
    newMembers,
    onlineNow,
    activeUsers,
    totalReports,
    openReports,
    activeBans,
    activeMutes,
  ] = await Promise.all([
    count(users()),
    count(users().where('createdAt', '>=', at.joinedSince)),
    count(users().where('isOnline', '=', true)),
    count(users().where((eb) => eb.or([eb('isOnline', '=', true), eb('lastSeen', '>=', at.activeSince)]))),
    count(reports()),
    count(reports().where('status', '=', 'pending')),
    count(
      users()
        .where('isBanned', '=', true)
        .where((eb) => eb.or([eb('banExpiresAt', 'is', null), eb('banExpiresAt', '>', now)])),
    ),
    count(
      users()
        .where('isMuted', '=', true)
        .where((eb) => eb.or([eb('mutedUntil', 'is', null), eb('mutedUntil', '>', now)])),
    ),
  ]);
  return {
    totalMembers,
    newMembers,
    onlineNow,
    activeUsers,
    totalReports,
    openReports,
    activeBans,
    activeMutes,
  };
}
