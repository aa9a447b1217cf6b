import { TEXT, type UserEvent, userTopic, ZDeleteAccountInput } from '@nahbar/contracts';
import { notificationsQueries, roomMembersQueries, roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { deleteAllPhotosOf } from '../photos/delete-all-photos-of';
import { type CheckOrigin, confirmPassword } from './confirm-password';
import { endSessionsOf } from './end-sessions-of';

/**
 * Erases the member's account at once and completely (accounts spec §4, §9; erasure-plan.ts
 * says what happens to each table): sessions and sockets end everywhere, open private chats
 * are closed for the other side, photo bytes leave the store, reports keep only what
 * moderation needs, and the user row goes with everything that cascades from it.
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
