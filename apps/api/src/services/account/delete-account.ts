import { TEXT, type UserEvent, userTopic, ZDeleteAccountInput } from '@nahbar/contracts';
import { roomMembersQueries, roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { deleteAllPhotosOf } from '../photos/delete-all-photos-of';
import { type CheckOrigin, confirmPassword } from './confirm-password';
import { endSessionsOf } from './end-sessions-of';
import { runErasurePlan } from './erasure-plan';
import { namesToErase, REPLACEMENT_NAME } from './names-to-erase';

/**
 * Erases the member's account at once and completely (accounts spec §4, §9): sessions and
 * sockets end everywhere, open private chats are closed for the other side and photo bytes
 * leave the store; then, in one transaction, the erasure plan's steps run table by table
 * (erasure-plan.ts: others' messages forget that they mentioned the member, rooms the member
 * created pass to who is left in them or go when nobody is, reports keep only what moderation
 * needs, moderation texts name them as "a deleted member"), the user row going last with
 * everything that cascades from it. Once that has committed, a VACUUM of the touched tables is
 * asked for (erasure-vacuum.ts).
 */
export async function deleteAccount(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
  origin: CheckOrigin = {},
): Promise<{ success: true }> {
  const { confirmPassword: password } = parseInput(ZDeleteAccountInput, rawInput);
  await confirmPassword(deps, actor, password, origin);
  await endSessionsOf(deps, { userId: actor.id });
  await closeChatsOf(deps, actor);
  await deleteAllPhotosOf(deps, actor.id);
  await deps.db.transaction().execute(async (trx) => {
    await runErasurePlan(trx, {
      id: actor.id,
      names: await namesToErase(trx, actor.id),
      replacement: REPLACEMENT_NAME,
      chatName: TEXT.account.deletedChatName,
    });
  });
  // The account is gone whatever the counters' store says: a failure here is only reported.
  await deps.limits.forget(actor).catch(deps.reportError);
  deps.erasureVacuum.schedule();
  return { success: true };
}

/** The other side of each open private chat hears that it closed, as when the member closes it. */
async function closeChatsOf(deps: AppDeps, actor: Actor): Promise<void> {
  const rooms = await roomsQueries.listOpenDirectFor(deps.db, actor.id);
  const members = await roomMembersQueries.listMembers(
    deps.db,
    rooms.map((r) => r.id),
  );
  for (const room of rooms) {
    if (!(await roomsQueries.closeDirect(deps.db, room.id, actor.id))) continue;
    const event: UserEvent = {
      type: 'private_chat_closed',
      closedBy: actor.id,
      roomId: room.id,
      message: TEXT.chat.privateChatClosedBy(actor.username),
    };
    for (const member of members.filter((m) => m.roomId === room.id && m.id !== actor.id)) {
      await deps.bus.publish(userTopic(member.id), event);
    }
  }
}
