import type { TPublicUser } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { type PrivateChatContext, privateChatActions } from './private-chat-events';

const anna = { id: 'anna', username: 'anna' } as TPublicUser;
const context: PrivateChatContext = {
  selfId: 'me',
  activeRoomId: 'chat-1',
  rooms: [
    { id: 'secret', name: 'Secret', isPrivate: true },
    { id: 'lobby', name: 'Lobby', isPrivate: false },
  ],
  privateChats: [{ id: 'chat-1', participant2: anna }],
};

describe('privateChatActions', () => {
  it('announces a request with the way to open it and refreshes the chat data', () => {
    expect(
      privateChatActions({ type: 'private_chat_request', fromUser: anna, roomId: 'chat-2' }, context),
    ).toEqual([
      { type: 'refresh' },
      {
        type: 'toast',
        tone: 'info',
        title: 'New Private Chat',
        message: 'anna wants to start a private chat with you',
        roomId: 'chat-2',
      },
    ]);
  });

  it('announces a closure by the other side and moves from the open chat to the first public room', () => {
    const event = { type: 'private_chat_closed', closedBy: 'anna', roomId: 'chat-1', message: '' } as const;
    expect(privateChatActions(event, context)).toEqual([
      { type: 'refresh' },
      {
        type: 'toast',
        tone: 'danger',
        title: 'Private Chat Closed',
        message: 'anna has closed this private chat',
      },
      { type: 'switch', room: { id: 'lobby', name: 'Lobby' } },
      { type: 'toast', tone: 'info', title: 'Switched Room', message: 'Now chatting in Lobby' },
    ]);
  });

  it("prefers the server's message", () => {
    const event = {
      type: 'private_chat_closed',
      closedBy: 'anna',
      roomId: 'chat-9',
      message: 'Bye',
    } as const;
    expect(privateChatActions(event, context)).toEqual([
      { type: 'refresh' },
      { type: 'toast', tone: 'danger', title: 'Private Chat Closed', message: 'Bye' },
    ]);
  });

  it('moves without a notice when one closed the chat oneself, and to no room when none is public', () => {
    const event = { type: 'private_chat_closed', closedBy: 'me', roomId: 'chat-1', message: 'x' } as const;
    expect(privateChatActions(event, { ...context, rooms: [] })).toEqual([
      { type: 'refresh' },
      { type: 'switch', room: null },
    ]);
  });
});
