import { announcementsQueries } from '@nahbar/db';
import type { AppDeps } from '../../deps';
import { queueMail } from '../../mail/queue-mail';
import { announcementId, type TAnnouncementFile } from './announcement-file';

/** Members read per query while the outbox fills. */
const PAGE = 500;

export interface AnnounceResult {
  /** What the dedupe keys call it: `announcement:<id>:<user id>`. */
  id: string;
  /** Members with a verified address and "important updates" on. */
  recipients: number;
  /** Mails queued now; fewer than recipients when it was sent (to some) before. */
  queued: number;
}

/**
 * Queues an operator's announcement (kind `announcement`) to every member with a verified address
 * and the "important updates" switch on, in their language (English until they chose one). Once
 * per member and announcement: running it again, or after it stopped halfway, queues only the
 * mails not queued yet. `dryRun` counts the recipients and queues nothing.
 */
export async function announce(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  announcement: TAnnouncementFile,
  options: { dryRun?: boolean } = {},
): Promise<AnnounceResult> {
  const id = announcementId(announcement);
  let recipients = 0;
  let queued = 0;
  let afterId: string | null = null;
  for (;;) {
    const page = await announcementsQueries.recipients(deps.db, `announcement:${id}:`, afterId, PAGE);
    recipients += page.length;
    if (!options.dryRun) {
      // Asked first, so a second run makes no unsubscribe token for a mail it would not queue.
      for (const member of page.filter((m) => !m.queued)) {
        const text = announcement[member.locale ?? 'en'];
        const request = { userId: member.id, kind: 'announcement' as const, data: text };
        if (await queueMail(deps, { ...request, dedupeKey: `announcement:${id}:${member.id}` })) queued++;
      }
    }
    if (page.length < PAGE) return { id, recipients, queued };
    afterId = page[page.length - 1]?.id ?? null;
  }
}
