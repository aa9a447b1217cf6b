import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { type Relation, relationTo } from './relation';

/** The relation to a member who exists; 404 otherwise. */
export async function requireRelation(deps: AppDeps, actor: Actor, otherId: string): Promise<Relation> {
  const relation = await relationTo(deps, actor, otherId);
  if (!relation) throw new AppError('NOT_FOUND', 'chat.userNotFound');
  return relation;
}
