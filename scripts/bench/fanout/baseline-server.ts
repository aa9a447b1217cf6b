// The baseline: a bare `ws` server that broadcasts each incoming frame to every other socket,
// encoding it once, with a frame shaped and sized like the app's `new_message`.
import { WebSocket, WebSocketServer } from 'ws';
import { baselineMessage } from './baseline-message';
import { announceListening, serveMemoryRequests } from './server-side';

const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 64 * 1024 });

server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const input = JSON.parse(String(data)) as { content?: string };
    const frame = JSON.stringify(baselineMessage(input.content));
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
