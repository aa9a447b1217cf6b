import { type TContactFilters, ZUpdateContactFiltersInput } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';

/**
 * Contact filters (accounts spec §6): the gender and age range of who may start a private
 * chat with the member; friends are exempt (policy/can.ts, passesContactFilters).
 */
export async function getContactFilters(deps: AppDeps, actor: Actor): Promise<TContactFilters> {
  const user = await usersQueries.findById(deps.db, actor.id);
  if (!user) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  return { genderPreference: user.genderPreference, ageMin: user.ageMin, ageMax: user.ageMax };
}

export async function updateContactFilters(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TContactFilters> {
  const filters = parseInput(ZUpdateContactFiltersInput, rawInput);
  await deps.limits.hit('settings', actor.id);
  await usersQueries.setContactFilters(deps.db, actor.id, filters);
  return filters;
}
