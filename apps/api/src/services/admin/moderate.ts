import { ZLiftInput, ZModerationInput } from '@nahbar/contracts';
import { moderationQueries, type User, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { endSessionsOf } from '../account/end-sessions-of';
import { notify } from '../notifications/notify';
import { recordAudit } from './audit';

/** The spec's default reasons for its block-user (our mute) and ban-user calls. */
const DEFAULT_REASON = { mute: 'Blocked by admin', ban: 'Banned by admin' } as const;

type ActionType = 'warning' | 'ban' | 'unban' | 'mute' | 'unmute';

/** The member a moderator acts on: someone else, and not an admin (revoke the role first). */
async function targetOf(deps: AppDeps, admin: Actor, userId: string): Promise<User> {
  if (userId === admin.id) throw new AppError('BAD_REQUEST', 'admin.notYourself');
  const user = await usersQueries.findById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  if (user.role === 'admin') throw new AppError('FORBIDDEN', 'admin.notAnAdmin');
  return user;
}

async function recordAction(
  deps: AppDeps,
  admin: Actor,
  user: User,
  actionType: ActionType,
  fields: { reason: string; notes?: string | null; expiresAt?: Date | null },
): Promise<void> {
  await moderationQueries.recordAction(deps.db, {
    userId: user.id,
    actionType,
    reason: fields.reason,
    notes: fields.notes ?? null,
    performedBy: admin.id,
    performedAt: deps.clock.now(),
    expiresAt: fields.expiresAt ?? null,
  });
  await recordAudit(deps, admin, {
    action: actionType,
    target: user,
    reason: fields.reason,
    details: fields.expiresAt ? { until: fields.expiresAt.toISOString() } : undefined,
  });
}

function expiryOf(deps: AppDeps, durationHours: number | null | undefined): Date | null {
  return durationHours ? new Date(deps.clock.now().getTime() + durationHours * 3_600_000) : null;
}

/** A warning: recorded, and the member is told at once (a moderator's notice always reaches them). */
export async function warnMember(deps: AppDeps, admin: Actor, raw: unknown): Promise<{ success: true }> {
  const input = parseInput(ZModerationInput, raw);
  const user = await targetOf(deps, admin, input.userId);
  await recordAction(deps, admin, user, 'warning', input);
  await notify(deps, user.id, 'moderation', (m) => ({ title: m.admin.warningTitle, body: input.reason }));
  return { success: true };
}

/**
 * A mute: the member keeps reading but cannot send messages, start private chats or post photos
 * until it is lifted or runs out (services/policy/standing.ts, assertNotMuted, checks on every path).
 */
export async function muteMember(deps: AppDeps, admin: Actor, raw: unknown): Promise<{ success: true }> {
  const input = parseInput(ZModerationInput, withDefaultReason(raw, DEFAULT_REASON.mute));
  const user = await targetOf(deps, admin, input.userId);
  const mutedUntil = expiryOf(deps, input.durationHours);
  await moderationQueries.mute(deps.db, user.id, mutedUntil);
  await recordAction(deps, admin, user, 'mute', { ...input, expiresAt: mutedUntil });
  await notify(deps, user.id, 'moderation', (m) => ({
    title: m.admin.mutedTitle,
    body: m.admin.mutedBody(input.reason),
  }));
  return { success: true };
}

export async function unmuteMember(deps: AppDeps, admin: Actor, raw: unknown): Promise<{ success: true }> {
  const input = parseInput(ZLiftInput, raw);
  const user = await targetOf(deps, admin, input.userId);
  await moderationQueries.unmute(deps.db, user.id);
  await recordAction(deps, admin, user, 'unmute', { reason: input.reason || 'Unblocked by admin' });
  await notify(deps, user.id, 'moderation', (m) => ({
    title: m.admin.muteLiftedTitle,
    body: m.admin.muteLiftedBody,
  }));
  return { success: true };
}

/**
 * A ban: signing in is refused with the reason ('Account Suspended'), and every session and
 * live socket of the member ends at once on every instance, taking them out of presence.
 */
export async function banMember(deps: AppDeps, admin: Actor, raw: unknown): Promise<{ success: true }> {
  const input = parseInput(ZModerationInput, withDefaultReason(raw, DEFAULT_REASON.ban));
  const user = await targetOf(deps, admin, input.userId);
  const banExpiresAt = expiryOf(deps, input.durationHours);
  await moderationQueries.ban(deps.db, user.id, {
    bannedAt: deps.clock.now(),
    bannedBy: admin.id,
    banReason: input.reason,
    banExpiresAt,
  });
  await endSessionsOf(deps, { userId: user.id }, 'suspended');
  await recordAction(deps, admin, user, 'ban', { ...input, expiresAt: banExpiresAt });
  return { success: true };
}

export async function unbanMember(deps: AppDeps, admin: Actor, raw: unknown): Promise<{ success: true }> {
  const input = parseInput(ZLiftInput, raw);
  const user = await targetOf(deps, admin, input.userId);
  await liftBan(deps, user.id);
  await recordAction(deps, admin, user, 'unban', { reason: input.reason || 'Unbanned by admin' });
  return { success: true };
}

export async function liftBan(deps: AppDeps, userId: string): Promise<void> {
  await moderationQueries.liftBan(deps.db, userId);
}

/** The spec's calls may leave the reason out: its default then. */
function withDefaultReason(raw: unknown, reason: string): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const given = (raw as { reason?: unknown }).reason;
  return given === undefined || given === null || given === '' ? { ...raw, reason } : raw;
}
