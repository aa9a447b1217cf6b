import { de, en, type TPublicUser } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { type PrivateChatContext, privateChatActions } from './private-chat-events';

const anna = { id: 'anna', username: 'anna' } as TPublicUser;
const carla = { id: 'carla', username: 'carla_b', displayName: 'Carla B.' } as TPublicUser;
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
      privateChatActions({ type: 'private_chat_request', fromUser: anna, roomId: 'chat-2' }, context, en),
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
    expect(privateChatActions(event, context, en)).toEqual([
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
    expect(privateChatActions(event, context, en)).toEqual([
      { type: 'refresh' },
      { type: 'toast', tone: 'danger', title: 'Private Chat Closed', message: 'Bye' },
    ]);
  });

  it('moves without a notice when one closed the chat oneself, and to no room when none is public', () => {
    const event = { type: 'private_chat_closed', closedBy: 'me', roomId: 'chat-1', message: 'x' } as const;
    expect(privateChatActions(event, { ...context, rooms: [] }, en)).toEqual([
      { type: 'refresh' },
      { type: 'switch', room: null },
    ]);
  });

  it('words every notice in German for a German member, the closer by name', () => {
    const event = {
      type: 'private_chat_closed',
      closedBy: 'anna',
      roomId: 'chat-1',
      message: 'anna has closed this private chat',
    } as const;
    expect(privateChatActions(event, context, de)).toEqual([
      { type: 'refresh' },
      {
        type: 'toast',
        tone: 'danger',
        title: 'Privatchat beendet',
        message: 'anna hat diesen Privatchat beendet',
      },
      { type: 'switch', room: { id: 'lobby', name: 'Lobby' } },
      { type: 'toast', tone: 'info', title: 'Raum gewechselt', message: 'Du chattest jetzt in Lobby' },
    ]);
    const request = { type: 'private_chat_request', fromUser: anna, roomId: 'chat-2' } as const;
    expect(privateChatActions(request, context, de)[1]).toMatchObject({
      title: 'Neuer Privatchat',
      message: 'anna möchte einen Privatchat mit dir starten',
    });
  });

  it("announces being added to a room by the inviter's name, with the way to open it, and refreshes", () => {
    const event = { type: 'room_invite', roomId: 'r-7', roomName: 'Book Club', fromUser: carla } as const;
    expect(privateChatActions(event, context, en)).toEqual([
      { type: 'refresh' },
      {
        type: 'toast',
        tone: 'info',
        title: 'Added to a room',
        message: 'Carla B. added you to Book Club',
        roomId: 'r-7',
        roomName: 'Book Club',
      },
    ]);
  });

  it('words the invitation in German and never moves the member away from the open room', () => {
    const event = { type: 'room_invite', roomId: 'chat-1', roomName: 'Lesekreis', fromUser: carla } as const;
    const actions = privateChatActions(event, context, de);
    expect(actions).toContainEqual(
      expect.objectContaining({
        title: 'Zu einem Raum hinzugefügt',
        message: 'Carla B. hat dich zu Lesekreis hinzugefügt',
      }),
    );
    expect(actions.some((action) => action.type === 'switch')).toBe(false);
  });
});
