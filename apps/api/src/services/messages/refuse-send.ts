import type { messageSendsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { canReadRoom } from '../policy/room-verdicts';
import { assertWritable } from './writable-room';

/**
 * Words a send the statement refused (message-sends.ts, `SendVerdict`) as the policy does, with
 * the spec's texts: the statement only judged, the reasons stay the policy's. Only a private chat
 * across a block needs more than the statement read (whose block it is), and reads it here: a
 * second round trip for a send that stores nothing.
 */
export async function refuseSend(
  deps: AppDeps,
  actor: Actor,
  outcome: messageSendsQueries.SendOutcome,
): Promise<never> {
  if (outcome.verdict === 'muted') throw new AppError('FORBIDDEN', 'admin.muted');
  const room = outcome.room;
  if (!room) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
  const read = canReadRoom(room);
  if (!read.allow) throw new AppError('FORBIDDEN', read.reason);
  await assertWritable(deps, actor, room);
  // The block the statement saw was lifted since: refused all the same, since storing the
  // message now could put it after the member's later sends.
  throw new AppError('FORBIDDEN', 'chat.userNotAcceptingChats');
}
