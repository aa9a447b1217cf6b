import {
  ZCreateRoomInput,
  ZInviteToRoomInput,
  ZMarkReadInput,
  ZNotificationLevelInput,
  ZRoomIdInput,
} from '@nahbar/contracts';
import { setRoomNotificationLevel } from '../../services/notifications/room-notification-level';
import { markRoomRead } from '../../services/reading/read-positions';
import { createRoom } from '../../services/rooms/create-room';
import { getRoom } from '../../services/rooms/get-room';
import { inviteToRoom } from '../../services/rooms/invite-to-room';
import { joinRoom } from '../../services/rooms/join-room';
import { leaveRoom } from '../../services/rooms/leave-room';
import { listRooms } from '../../services/rooms/list-rooms';
import { authedProcedure, router } from '../trpc';

export const roomsRouter = router({
  list: authedProcedure.query(({ ctx }) => listRooms(ctx.deps, ctx.actor)),
  create: authedProcedure
    .input(ZCreateRoomInput)
    .mutation(({ ctx, input }) => createRoom(ctx.deps, ctx.actor, input)),
  get: authedProcedure.input(ZRoomIdInput).query(({ ctx, input }) => getRoom(ctx.deps, ctx.actor, input)),
  join: authedProcedure
    .input(ZRoomIdInput)
    .mutation(({ ctx, input }) => joinRoom(ctx.deps, ctx.actor, input)),
  /** Ours: the member leaves a named room (services/rooms/leave-room.ts). */
  leave: authedProcedure
    .input(ZRoomIdInput)
    .mutation(({ ctx, input }) => leaveRoom(ctx.deps, ctx.actor, input)),
  invite: authedProcedure
    .input(ZInviteToRoomInput)
    .mutation(({ ctx, input }) => inviteToRoom(ctx.deps, ctx.actor, input)),
  markRead: authedProcedure
    .input(ZMarkReadInput)
    .mutation(({ ctx, input }) => markRoomRead(ctx.deps, ctx.actor, input)),
  setNotificationLevel: authedProcedure
    .input(ZNotificationLevelInput)
    .mutation(({ ctx, input }) => setRoomNotificationLevel(ctx.deps, ctx.actor, input)),
});
