import {
  ZEditMessageInput,
  ZMessage,
  ZMessageList,
  ZMessagePage,
  ZMessagePageInput,
  ZMessagesSinceInput,
  ZReactionInput,
  ZSuccess,
} from '@nahbar/contracts';
import { z } from 'zod';
import { json, type RouteDoc } from '../route-doc';
import { SAMPLE_MESSAGE, SAMPLE_MESSAGE_PAGE } from '../samples';
import { messagePath, roomIdPath } from './common';

const tag = 'Messages';

const reactionPath = messagePath.extend({
  emoji: ZReactionInput.shape.emoji.meta({ description: 'One emoji, URL-encoded.' }),
});

export const messageRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/rooms/:roomId/messages',
    tag,
    summary: 'A page of the room’s history, newest first page; `after` leads to older ones',
    access: 'member',
    params: roomIdPath,
    query: z.object({
      after: ZMessagePageInput.shape.cursor.meta({ description: 'A cursor from an earlier page.' }),
      limit: ZMessagePageInput.shape.limit,
    }),
    answer: json(ZMessagePage, { example: SAMPLE_MESSAGE_PAGE }),
  },
  {
    method: 'get',
    path: '/api/rooms/:roomId/messages/since',
    tag,
    summary: 'The messages after a time (what a client missed while away)',
    access: 'member',
    params: roomIdPath,
    query: ZMessagesSinceInput.omit({ roomId: true }),
    answer: json(ZMessageList, { example: { items: [SAMPLE_MESSAGE] } }),
  },
  {
    method: 'patch',
    path: '/api/messages/:messageId',
    tag,
    summary: 'Edit one’s own message',
    access: 'session',
    params: messagePath,
    body: ZEditMessageInput.omit({ messageId: true }),
    bodyExample: { content: 'Edited words', mentionedUserIds: [] },
    answer: json(ZMessage),
    errors: [403, 404, 429],
  },
  {
    method: 'delete',
    path: '/api/messages/:messageId',
    tag,
    summary: 'Delete one’s own message (a tombstone stays)',
    access: 'session',
    params: messagePath,
    answer: json(ZSuccess),
    errors: [403, 404, 429],
  },
  {
    method: 'delete',
    path: '/api/messages/:messageId/preview',
    tag,
    summary: 'Remove the link preview of one’s own message',
    access: 'session',
    params: messagePath,
    answer: json(ZMessage),
    errors: [403, 404, 429],
  },
  {
    method: 'put',
    path: '/api/messages/:messageId/reactions/:emoji',
    tag,
    summary: 'Add one’s reaction to a message',
    access: 'session',
    params: reactionPath,
    answer: json(ZSuccess),
    errors: [404, 429],
  },
  {
    method: 'delete',
    path: '/api/messages/:messageId/reactions/:emoji',
    tag,
    summary: 'Take back one’s reaction',
    access: 'session',
    params: reactionPath,
    answer: json(ZSuccess),
    errors: [404, 429],
  },
];
