// The second baseline: Socket.IO as a chat built on it broadcasts. Every socket joins one room
// when it connects, and a `message` from one goes to the others in it (`socket.to(room).emit`,
// which encodes the packet once for all), with the bare `ws` baseline's event. WebSocket only,
// no compression, as the app serves its sockets.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { baselineMessage } from './baseline-message';
import { announceListening, serveMemoryRequests } from './server-side';

const ROOM = 'bench';
const http = createServer();
const io = new Server(http, {
  transports: ['websocket'],
  serveClient: false,
  perMessageDeflate: false,
  maxHttpBufferSize: 64 * 1024,
});

io.on('connection', (socket) => {
  void socket.join(ROOM);
  socket.on('message', (input: { content?: string } | undefined) => {
    socket.to(ROOM).emit('new_message', baselineMessage(input?.content));
  });
});

http.listen(0, '127.0.0.1', () => {
  serveMemoryRequests();
  announceListening((http.address() as AddressInfo).port);
});
