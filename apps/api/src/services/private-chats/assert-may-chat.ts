import { TEXT } from '@nahbar/contracts';
import { contactRulesQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';

/**
 * Whether `actor` may open a private chat with `otherId`: not after a block either way, and
 * only as the other's privacy setting `allowDirectMessages` permits (accounts spec §6). A
 * refusal does not say whether it was a block or the setting.
 */
export async function assertMayChat(deps: AppDeps, actor: Actor, otherId: string): Promise<void> {
  const rules = await contactRulesQueries.between(deps.db, actor.id, otherId);
  if (rules.actorBlockedOther) throw new AppError('FORBIDDEN', TEXT.chat.youBlockedThisUser);
  const allowed =
    !rules.otherBlockedActor &&
    (rules.allowDirectMessages === 'everyone' || (rules.allowDirectMessages === 'friends' && rules.friends));
  if (!allowed) throw new AppError('FORBIDDEN', TEXT.chat.userNotAcceptingChats);
}
