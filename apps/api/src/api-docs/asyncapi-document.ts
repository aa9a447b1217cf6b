import {
  WS_SERVER_FRAMES,
  ZSendMessageInput,
  ZWsJoinFrame,
  ZWsLeaveFrame,
  ZWsPingFrame,
  ZWsTypingFrame,
} from '@nahbar/contracts';
import { z } from 'zod';
import { createSchema } from 'zod-openapi';
import { SESSION_COOKIE_NAME } from '../auth/sessions';
import { WS_CLIENT_EXAMPLES, WS_SERVER_EXAMPLES } from './ws-examples';

/**
 * The `/ws` protocol as AsyncAPI 3, from the frame schemas of the contracts (ws.ts for what
 * clients send, ws-server-frames.ts for what the server sends). docs/ws-protocol.md tells the
 * rules around them: the order of frames, close codes, limits.
 */
const ABOUT = `A plain WebSocket protocol for clients other than the web app. JSON text frames, each a flat object \`{ type, ...fields }\`.

Open \`GET /ws\` with the session cookie and an \`Origin\` header naming the app's own origin (any other is refused with 403 before the upgrade; no session, 401). The member is the session's for the socket's life; a \`userId\` in a frame may be left out, and one naming someone else is refused.

Join a room, then send into it. Room events reach the sockets that joined the room; user events reach every socket of the member. A frame that cannot be served is answered with \`error\`, and the socket stays open. Close codes: 1008 (rate limit, too many connections), 1009 (a frame over 64 KiB), 4001 (session ended), 4003 (account suspended).`;

/** The `message` frame carries a send's fields (`ZSendMessageInput`), into the room last joined. */
const ZWsMessageFrameFields = z
  .object({
    type: z.literal('message'),
    ...ZSendMessageInput.shape,
    roomId: ZSendMessageInput.shape.roomId
      .optional()
      .meta({ description: 'Optional: the room last joined; naming another room is refused.' }),
  })
  .meta({ description: 'A message into the room last joined.' });

const CLIENT_FRAMES: Record<keyof typeof WS_CLIENT_EXAMPLES, { schema: z.ZodType; summary: string }> = {
  join: {
    schema: ZWsJoinFrame,
    summary: 'See a room and send into it; with `lastSequenceId`, first what was missed.',
  },
  leave: { schema: ZWsLeaveFrame, summary: 'Stop seeing the joined room.' },
  message: { schema: ZWsMessageFrameFields, summary: 'A message into the room last joined.' },
  typing: { schema: ZWsTypingFrame, summary: 'The typing flag in the room last joined.' },
  ping: { schema: ZWsPingFrame, summary: 'Answered at once with `pong`, carrying the same timestamp.' },
};

function messageName(direction: 'client' | 'server', type: string): string {
  return `${direction}_${type}`;
}

export function buildAsyncApiDocument(version: string) {
  const schemas: Record<string, unknown> = {};
  const payloadOf = (schema: z.ZodType, io: 'input' | 'output') => {
    const made = createSchema(schema, { io, openapiVersion: '3.1.0' });
    Object.assign(schemas, made.components);
    return made.schema;
  };

  const messages: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const channelMessages: Record<string, unknown> = {};
  const add = (direction: 'client' | 'server', type: string, message: Record<string, unknown>) => {
    const name = messageName(direction, type);
    messages[name] = { name: type, ...message };
    channelMessages[name] = { $ref: `#/components/messages/${name}` };
    operations[name] = {
      action: direction === 'client' ? 'send' : 'receive',
      channel: { $ref: '#/channels/socket' },
      summary: message.summary,
      messages: [{ $ref: `#/channels/socket/messages/${name}` }],
    };
  };

  for (const [type, { schema, summary }] of Object.entries(CLIENT_FRAMES)) {
    add('client', type, {
      title: `${type} (client → server)`,
      summary,
      payload: payloadOf(schema, 'input'),
      examples: [{ payload: WS_CLIENT_EXAMPLES[type as keyof typeof WS_CLIENT_EXAMPLES] }],
    });
  }
  for (const frame of WS_SERVER_FRAMES) {
    const type = frame.shape.type.value;
    add('server', type, {
      title: `${type} (server → client)`,
      summary: z.globalRegistry.get(frame)?.description,
      payload: payloadOf(frame, 'output'),
      examples: [{ payload: WS_SERVER_EXAMPLES[type] }],
    });
  }

  return {
    asyncapi: '3.0.0',
    info: { title: 'Nahbar live protocol (/ws)', version, description: ABOUT },
    defaultContentType: 'application/json',
    servers: {
      app: {
        host: '{host}',
        protocol: 'ws',
        pathname: '/ws',
        description: 'The app’s own origin: `wss` where it is served over https.',
        variables: { host: { default: 'localhost:3000', description: 'The app’s host (`PUBLIC_ORIGIN`).' } },
        security: [{ $ref: '#/components/securitySchemes/session' }],
      },
    },
    channels: {
      socket: {
        address: '/ws',
        title: 'The member’s socket',
        description:
          'One socket per tab: it sees the room it joined last, and everything addressed to its member.',
        messages: channelMessages,
      },
    },
    operations,
    components: {
      schemas,
      messages,
      securitySchemes: {
        session: {
          type: 'httpApiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'The session cookie set by register and sign-in over REST.',
        },
      },
    },
  };
}
