import { type TSetLocaleInput, ZSetLocaleInput } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';

/** Stores the interface language the member chose, for their other devices. Own account only: the actor is the session. */
export async function setLocale(
  deps: AppDeps,
  actor: Actor,
  input: TSetLocaleInput,
): Promise<{ locale: TSetLocaleInput['locale'] }> {
  const { locale } = parseInput(ZSetLocaleInput, input);
  await usersQueries.setLocale(deps.db, actor.id, locale);
  return { locale };
}
