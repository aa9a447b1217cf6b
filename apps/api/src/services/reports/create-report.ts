import { REPORT_EVIDENCE_MESSAGES, type TReportCreated, ZReportInput } from '@nahbar/contracts';
import { type Db, messagesQueries, reportsQueries, roomsQueries, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { canReadMessage } from './can-read-message';

/** A repeat report of the same member by the same reporter within this time updates the open one. */
const SAME_REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Reports a member (chat spec §5), optionally about one of their messages, for the moderation
 * queue (status `pending`). With the reporter's consent, the last messages of the private chat
 * between the two are copied as evidence: a copy, so closing the chat keeps it. Reporting the
 * same member again within a day updates the open report instead of adding one.
 */
export async function createReport(deps: AppDeps, actor: Actor, rawInput: unknown): Promise<TReportCreated> {
  const input = parseInput(ZReportInput, rawInput);
  if (input.userId === actor.id) throw new AppError('BAD_REQUEST', 'social.cannotReportYourself');
  await deps.limits.hit('reports', actor.id);
  if (!(await usersQueries.findById(deps.db, input.userId)))
    throw new AppError('NOT_FOUND', 'chat.userNotFound');
  const messageId = input.messageId ?? null;
  if (messageId !== null) {
    const message = await messagesQueries.findById(deps.db, messageId);
    // Only a message of the reported member that the reporter could read.
    if (message?.userId !== input.userId || !(await canReadMessage(deps, actor, message.roomId))) {
      throw new AppError('NOT_FOUND', 'social.reportedMessageNotFound');
    }
  }
  const fields = { reason: input.reason, description: input.description, messageId };
  const { report, updated, evidence } = await deps.db.transaction().execute(async (trx) => {
    const now = new Date();
    const open = await reportsQueries.findOpenSince(
      trx,
      actor.id,
      input.userId,
      new Date(now.getTime() - SAME_REPORT_WINDOW_MS),
    );
    // A report a moderator decided meanwhile stays decided: the newer words make a new one.
    const kept = open ? await reportsQueries.update(trx, open.id, fields, now) : undefined;
    const report = kept ?? (await reportsQueries.insert(trx, actor.id, input.userId, fields));
    if (input.attachEvidence) await copyEvidence(trx, report.id, actor.id, input.userId);
    return {
      report,
      updated: kept !== undefined,
      evidence: await reportsQueries.countEvidence(trx, report.id),
    };
  });
  return { id: report.id, status: report.status, updated, evidenceMessages: evidence };
}

/** The last messages of the private chat between the two (open or closed by now), copied into the report. */
async function copyEvidence(
  trx: Db,
  reportId: string,
  reporterId: string,
  reportedId: string,
): Promise<void> {
  const room = await roomsQueries.findLatestDirectBetween(trx, reporterId, reportedId);
  if (!room) return;
  const messages = await messagesQueries.listBefore(trx, room.id, null, REPORT_EVIDENCE_MESSAGES);
  await reportsQueries.addEvidence(
    trx,
    messages.map((m) => ({
      reportId,
      messageId: m.id,
      roomId: m.roomId,
      sequenceId: m.sequenceId,
      authorId: m.userId,
      authorUsername: m.username,
      content: m.content,
      messageType: m.messageType,
      photoUrl: m.photoUrl,
      sentAt: m.createdAt,
    })),
  );
}
