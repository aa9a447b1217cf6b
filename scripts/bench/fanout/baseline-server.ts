// The baseline: a bare `ws` server that broadcasts each incoming frame to every other socket,
// encoding it once, with a frame shaped and sized like the app's `new_message`.
import { randomUUID } from 'node:crypto';
import { WebSocket, WebSocketServer } from 'ws';
import { announceListening, serveMemoryRequests } from './server-side';

const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 64 * 1024 });
const roomId = randomUUID();
const userId = randomUUID();
let sequenceId = 0;

server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const input = JSON.parse(String(data)) as { content?: string };
    sequenceId += 1;
    const frame = JSON.stringify({
      type: 'new_message',
      message: {
        id: randomUUID(),
        roomId,
        userId,
        sequenceId,
        content: input.content ?? '',
        createdAt: new Date().toISOString(),
        messageType: 'text',
        photoUrl: null,
        photoFileName: null,
        mentionedUserIds: [],
        clientMessageId: null,
        user: {
          id: userId,
          displayName: 'sender',
          username: 'sender',
          gender: 'female',
          avatar: null,
          primaryPhoto: null,
        },
      },
    });
    for (const client of server.clients) {
      if (client !== socket && client.readyState === WebSocket.OPEN) client.send(frame);
    }
  });
});

server.on('listening', () => {
  serveMemoryRequests();
  const address = server.address();
  if (typeof address === 'object' && address) announceListening(address.port);
});
