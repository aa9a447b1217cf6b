import {
  ZChatData,
  ZCreatePrivateChatInput,
  ZMessageSearchResult,
  ZPrivateChatCreated,
  ZReadReceipt,
  ZRoomSearchResult,
  ZSearchInput,
  ZSuccess,
  ZUserSearchResult,
} from '@nahbar/contracts';
import { z } from 'zod';
import { json, type RouteDoc } from '../route-doc';
import { claimedId, roomIdPath, roomPath } from './common';

const searchQuery = ZSearchInput.extend({ userId: claimedId(), currentUserId: claimedId() });

function search(kind: string, result: z.ZodType): RouteDoc {
  return {
    method: 'get',
    path: `/api/search/${kind}`,
    tag: 'Search',
    summary: `Search ${kind} the member may see`,
    access: 'session',
    query: searchQuery,
    answer: json(z.object({ results: z.array(result) })),
    errors: [429],
  };
}

export const chatRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/private-chat/create',
    tag: 'Private chats',
    summary: 'Open a private chat with another member (or the one already open)',
    access: 'session',
    body: z.object({
      user1Id: claimedId(),
      user2Id: ZCreatePrivateChatInput.shape.userId.meta({ description: 'The other member.' }),
    }),
    answer: json(ZPrivateChatCreated),
    errors: [403, 404, 429],
  },
  {
    method: 'delete',
    path: '/api/private-chat/:id',
    tag: 'Private chats',
    summary: 'Close a private chat: it then refuses new messages',
    access: 'member',
    params: roomPath,
    body: z.object({ userId: claimedId() }),
    bodyOptional: true,
    answer: json(ZSuccess),
  },
  {
    method: 'get',
    path: '/api/private-chats/:roomId/read-receipt',
    tag: 'Private chats',
    summary: 'How far the other member has read (when both have read receipts on)',
    access: 'member',
    params: roomIdPath,
    answer: json(ZReadReceipt),
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/chat-data/:userId',
    tag: 'Private chats',
    summary: 'The chat screen’s start data: private chats, rooms, unread counts, levels',
    access: 'own',
    params: z.object({ userId: claimedId().unwrap() }),
    answer: json(ZChatData),
  },
  search('messages', ZMessageSearchResult),
  search('users', ZUserSearchResult),
  search('rooms', ZRoomSearchResult),
];
