import { DEFAULT_TIME_ZONE, isKnownTimeZone } from '@nahbar/contracts';
import { type DigestZone, type DueDigestMember, mailDigestsQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { mailLinks } from '../../mail/mail-links';
import { queueMail } from '../../mail/queue-mail';
import { digestContent } from './digest-content';
import { DIGEST_HOUR, digestHour } from './digest-hour';
import type { DigestKind, DigestPlan } from './digest-plans';
import { addDays, type LocalClock, localClock, zonedInstant } from './local-time';

type DigestDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'reportError'>;

/** Members read per query while a run pages through those due. */
const PAGE = 200;

/** Each zone where DIGEST_HOUR has come today, with its local clock and period. */
async function zonesDue<K extends DigestKind>(deps: DigestDeps, plan: DigestPlan<K>, now: Date) {
  const reported = await mailDigestsQueries.reportedTimeZones(deps.db);
  const clocks = new Map<string, LocalClock>();
  const zones: DigestZone[] = [];
  for (const timeZone of new Set([DEFAULT_TIME_ZONE, ...reported])) {
    if (!isKnownTimeZone(timeZone)) continue;
    const local = localClock(now, timeZone);
    const period = local.hour >= DIGEST_HOUR ? plan.periodOf(local) : null;
    if (period === null) continue;
    clocks.set(timeZone, local);
    zones.push({ timeZone, period, dayStart: zonedInstant(timeZone, local.date, 0) });
  }
  return { clocks, zones };
}

async function queueFor<K extends DigestKind>(
  deps: DigestDeps,
  plan: DigestPlan<K>,
  member: DueDigestMember,
  local: LocalClock,
): Promise<boolean> {
  const hour = digestHour({
    enabled: member.quietHoursEnabled,
    startTime: member.quietHoursStart,
    endTime: member.quietHoursEnd,
  });
  if (hour === null || local.hour < hour) return false;
  const since = zonedInstant(member.timeZone, addDays(local.date, -plan.days), hour);
  const content = await digestContent(deps, member.id, since, plan.roomLimit);
  const data = plan.data(content, member.username, mailLinks(deps.config.publicOrigin).app);
  if (!data) return false;
  return queueMail(deps, {
    userId: member.id,
    kind: plan.kind,
    data,
    dedupeKey: `${plan.keyPrefix}:${member.id}:${member.period}`,
  });
}

/**
 * Queues the digest of every member whose local clock has reached their send hour today (their
 * quiet hours may move it: digest-hour.ts) and who has none of this period yet; answers how many
 * were queued. Every run looks at the whole rest of the local day, so a run after a restart, or
 * one that was late, catches up; the dedupe key makes a second instance's run, or a second run,
 * queue nothing twice. A member with nothing to tell is looked at again by later runs that day
 * (something may still arrive). One member's failure is reported and the others go on.
 */
export async function queueDueDigests<K extends DigestKind>(
  deps: DigestDeps,
  plan: DigestPlan<K>,
  now: Date = deps.clock.now(),
): Promise<number> {
  const { clocks, zones } = await zonesDue(deps, plan, now);
  let queued = 0;
  let afterId: string | undefined;
  for (;;) {
    const members = await mailDigestsQueries.dueMembers(deps.db, {
      switchColumn: plan.switchColumn,
      switchDefault: plan.switchDefault,
      keyPrefix: plan.keyPrefix,
      zones,
      defaultTimeZone: DEFAULT_TIME_ZONE,
      inactiveToday: plan.inactiveToday,
      ...(afterId ? { afterId } : {}),
      limit: PAGE,
    });
    for (const member of members) {
      const local = clocks.get(member.timeZone);
      if (!local) continue;
      try {
        if (await queueFor(deps, plan, member, local)) queued++;
      } catch (error) {
        deps.reportError(error);
      }
    }
    if (members.length < PAGE) return queued;
    afterId = members[members.length - 1]?.id;
  }
}
