import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { setRoomNotificationLevel } from '../services/notifications/room-notification-level';
import { markRoomRead } from '../services/reading/read-positions';
import { createRoom } from '../services/rooms/create-room';
import { getRoom } from '../services/rooms/get-room';
import { joinRoom } from '../services/rooms/join-room';
import { leaveRoom } from '../services/rooms/leave-room';
import { listRooms } from '../services/rooms/list-rooms';
import { assertSelf, bodyField, requireActor } from './session';

type Params = { id: string };

/** Chat spec §7: rooms. `createdBy` and `userId` in bodies must name the session's user. */
export async function roomsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  app.get('/api/rooms', async (request) => listRooms(deps, await requireActor(deps, request)));

  app.post('/api/rooms', async (request, reply) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, bodyField(request.body, 'createdBy'), bodyField(request.body, 'userId'));
    const room = await createRoom(deps, actor, {
      name: bodyField(request.body, 'name'),
      description: bodyField(request.body, 'description'),
      isPrivate: bodyField(request.body, 'isPrivate') ?? false,
    });
    return reply.code(201).send(room);
  });

  app.get<{ Params: Params }>('/api/rooms/:id', async (request) =>
    getRoom(deps, await requireActor(deps, request), { roomId: request.params.id }),
  );

  app.post<{ Params: Params }>('/api/rooms/:id/join', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, bodyField(request.body, 'userId'), bodyField(request.body, 'createdBy'));
    return joinRoom(deps, actor, { roomId: request.params.id });
  });

  // Ours: the member leaves the room (the creator hands it on; services/rooms/leave-room.ts).
  app.post<{ Params: Params }>('/api/rooms/:id/leave', async (request) => {
    const actor = await requireActor(deps, request);
    assertSelf(actor, bodyField(request.body, 'userId'));
    return leaveRoom(deps, actor, { roomId: request.params.id });
  });

  // Ours: the member read the room up to a message (`{sequenceId}`); their unread count follows.
  app.put<{ Params: Params }>('/api/rooms/:id/read', async (request) => {
    const actor = await requireActor(deps, request);
    return markRoomRead(deps, actor, {
      roomId: request.params.id,
      sequenceId: bodyField(request.body, 'sequenceId'),
    });
  });

  // Ours: what the room notifies the member of, `{ level: 'all' | 'mentions' | 'nothing' }`.
  app.put<{ Params: Params }>('/api/rooms/:id/notification-level', async (request) => {
    const actor = await requireActor(deps, request);
    return setRoomNotificationLevel(deps, actor, {
      roomId: request.params.id,
      level: bodyField(request.body, 'level'),
    });
  });
}
