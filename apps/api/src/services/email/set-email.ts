import { type TEmailStatus, ZSetEmailInput } from '@nahbar/contracts';
import { emailTokensQueries, usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { type CheckOrigin, confirmPassword } from '../account/confirm-password';
import { requestAddress } from './request-address';

/**
 * The account tab's new address: the current password is required (whoever holds a session must
 * not redirect password resets to themselves), and the address gets a verification link. The
 * answer is the same whether or not the address is another account's (request-address.ts).
 */
export async function setEmail(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
  origin: CheckOrigin = {},
): Promise<{ success: true }> {
  const input = parseInput(ZSetEmailInput, rawInput);
  await deps.limits.hit('emailChanges', actor.id);
  await confirmPassword(deps, actor, input.password, origin);
  const member = await usersQueries.findById(deps.db, actor.id);
  if (!member) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  await requestAddress(deps, member, input.email);
  return { success: true };
}

/** The verified address and the one waiting for its link (the account tab; the export). */
export async function emailStatusOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
): Promise<TEmailStatus> {
  const [member, pending] = await Promise.all([
    usersQueries.findById(deps.db, userId),
    emailTokensQueries.findNewestUnused(deps.db, userId, 'verify-email', deps.clock.now()),
  ]);
  return { email: member?.email ?? null, pendingEmail: pending?.detail ?? null };
}

export async function emailStatus(deps: AppDeps, actor: Actor): Promise<TEmailStatus> {
  await deps.limits.hit('settings', actor.id);
  return emailStatusOf(deps, actor.id);
}
