import {
  ZCreateRoomInput,
  ZMarkReadInput,
  ZNotificationLevelInput,
  ZRoom,
  ZRoomListItem,
  ZSuccess,
} from '@nahbar/contracts';
import { z } from 'zod';
import { json, type RouteDoc } from '../route-doc';
import { SAMPLE_ROOM, SAMPLE_ROOM_LIST_ITEM } from '../samples';
import { claimedId, roomPath } from './common';

const tag = 'Rooms';

export const roomRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/rooms',
    tag,
    summary: 'Public rooms and the private rooms one belongs to',
    access: 'session',
    answer: json(z.array(ZRoomListItem), { example: [SAMPLE_ROOM_LIST_ITEM] }),
  },
  {
    method: 'post',
    path: '/api/rooms',
    tag,
    summary: 'Create a room; its creator is its first member',
    access: 'session',
    body: ZCreateRoomInput.extend({ createdBy: claimedId(), userId: claimedId() }),
    bodyExample: { name: 'Book club', description: 'Monthly reads', isPrivate: false },
    answer: json(ZRoom, { status: 201, example: SAMPLE_ROOM }),
    errors: [403, 409, 429],
  },
  {
    method: 'get',
    path: '/api/rooms/:id',
    tag,
    summary: 'A room with its members',
    access: 'member',
    params: roomPath,
    answer: json(ZRoom, { example: SAMPLE_ROOM }),
  },
  {
    method: 'post',
    path: '/api/rooms/:id/join',
    tag,
    summary: 'Join a public room (or one invited to)',
    access: 'member',
    params: roomPath,
    body: z.object({ userId: claimedId(), createdBy: claimedId() }),
    bodyOptional: true,
    answer: json(ZRoom, { example: SAMPLE_ROOM }),
  },
  {
    method: 'post',
    path: '/api/rooms/:id/leave',
    tag,
    summary: 'Leave a room (a creator hands it on)',
    access: 'member',
    params: roomPath,
    body: z.object({ userId: claimedId() }),
    bodyOptional: true,
    answer: json(ZSuccess),
    errors: [429],
  },
  {
    method: 'put',
    path: '/api/rooms/:id/read',
    tag,
    summary: 'Mark the room read up to a message',
    access: 'member',
    params: roomPath,
    body: ZMarkReadInput.omit({ roomId: true }),
    answer: json(z.object({ lastReadSequence: z.number().int() })),
    errors: [429],
  },
  {
    method: 'put',
    path: '/api/rooms/:id/notification-level',
    tag,
    summary: 'What the room notifies the member of',
    access: 'member',
    params: roomPath,
    body: ZNotificationLevelInput.omit({ roomId: true }),
    answer: json(ZNotificationLevelInput),
    errors: [429],
  },
];
