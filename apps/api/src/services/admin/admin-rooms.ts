import { type TAdminRoom, ZAdminRoomIdInput, ZCreateRoomInput } from '@nahbar/contracts';
import { adminRoomsQueries, roomsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { AppError, parseInput } from '../../errors';
import { isUniqueViolation } from '../db/unique-violation';
import { announceNewRoom } from '../rooms/announce-new-room';
import { deleteRoom } from '../rooms/delete-room';
import { recordAudit } from './audit';

/** Every named room (private chats are the two members' own), newest first. */
export async function listAdminRooms(deps: AppDeps): Promise<TAdminRoom[]> {
  const rows = await adminRoomsQueries.listNamed(deps.db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    isPrivate: r.isPrivate,
    createdAt: r.createdAt.toISOString(),
    memberCount: r.memberCount,
  }));
}

/** A public room made by an admin (`POST /api/admin/rooms`): named as members' rooms are, no cap. */
export async function createAdminRoom(deps: AppDeps, admin: Actor, raw: unknown): Promise<TAdminRoom> {
  const input = parseInput(ZCreateRoomInput, raw);
  await deps.limits.hit('roomCreation', admin.id);
  const taken = () => new AppError('CONFLICT', 'chat.roomAlreadyExists');
  if (await roomsQueries.findNamedByName(deps.db, input.name)) throw taken();
  const room = await roomsQueries
    .insert(deps.db, {
      name: input.name,
      description: input.description,
      isPrivate: false,
      createdBy: admin.id,
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    });
  await recordAudit(deps, admin, { action: 'room_created', roomId: room.id, details: { name: room.name } });
  await announceNewRoom(deps, room, 0);
  return {
    id: room.id,
    name: room.name,
    description: room.description,
    isPrivate: room.isPrivate,
    createdAt: room.createdAt.toISOString(),
    memberCount: 0,
  };
}

/**
 * Deletes a named room with its messages and their photos (rooms/delete-room.ts). Moderation
 * counts against no member's limits: the room-creation rate is for rooms made, not removed.
 */
export async function deleteAdminRoom(deps: AppDeps, admin: Actor, raw: unknown): Promise<{ success: true }> {
  const { roomId } = parseInput(ZAdminRoomIdInput, raw);
  const room = await roomsQueries.findById(deps.db, roomId);
  if (!room || room.isDirect) throw new AppError('NOT_FOUND', 'chat.roomNotFound');
  const removed = await deleteRoom(deps, room);
  await recordAudit(deps, admin, {
    action: 'room_deleted',
    roomId,
    details: { name: room.name, ...removed },
  });
  return { success: true };
}
