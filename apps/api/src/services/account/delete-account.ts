import { TEXT, type UserEvent, userTopic, ZDeleteAccountInput } from '@nahbar/contracts';
import { erasureQueries, notificationsQueries, roomMembersQueries, roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { deleteAllPhotosOf } from '../photos/delete-all-photos-of';
import { type CheckOrigin, confirmPassword } from './confirm-password';
import { endSessionsOf } from './end-sessions-of';
import { namesToErase, REPLACEMENT_NAME } from './names-to-erase';

/**
 * Erases the member's account at once and completely (accounts spec §4, §9; erasure-plan.ts
 * says what happens to each table): sessions and sockets end everywhere, open private chats
 * are closed for the other side, photo bytes leave the store, reports keep only what
 * moderation needs, and the user row goes with everything that cascades from it. Others'
 * messages forget that they mentioned the member, rooms the member created pass to who is left
 * in them or go when nobody is, and moderation texts name them as "a deleted member". Once all
 * of that has committed, a VACUUM of the touched tables is asked for (erasure-vacuum.ts).
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
    await erasureQueries.dropMentionsOf(trx, actor.id);
    await erasureQueries.handOverRoomsOf(trx, actor.id);
    await erasureQueries.removeEmptyRoomsOf(trx, actor.id);
    const names = await namesToErase(trx, actor.id);
    await erasureQueries.renameInModerationTexts(trx, names, REPLACEMENT_NAME);
    const reports = trx
      .selectFrom('reports')
      .select('id')
      .where((w) => w.or([w('reporterId', '=', actor.id), w('reportedUserId', '=', actor.id)]));
    await trx.deleteFrom('reportEvidence').where('reportId', 'in', reports).execute();
    await trx.deleteFrom('reportEvidence').where('authorId', '=', actor.id).execute();
    await trx
      .updateTable('reports')
      .set({ description: null, adminNotes: null })
      .where((w) => w.or([w('reporterId', '=', actor.id), w('reportedUserId', '=', actor.id)]))
      .execute();
    // A private chat was named after its two members.
    await trx
      .updateTable('rooms')
      .set({ name: TEXT.account.deletedChatName })
      .where('isDirect', '=', true)
      .where('id', 'in', trx.selectFrom('roomMembers').select('roomId').where('userId', '=', actor.id))
      .execute();
    await notificationsQueries.removeCausedBy(trx, actor.id);
    // The admin log keeps what was done, not under the member's name (the ids clear themselves).
    await trx
      .updateTable('adminAuditLog')
      .set({ targetName: null })
      .where('targetUserId', '=', actor.id)
      .execute();
    await trx.updateTable('adminAuditLog').set({ adminName: null }).where('adminId', '=', actor.id).execute();
    await trx.deleteFrom('users').where('id', '=', actor.id).execute();
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
