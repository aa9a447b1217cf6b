// One client process of the sockets bench (forked by client-pool.ts): holds its share of the
// idle sockets, measures what they receive, and runs its share of the churn. Several of them
// spread the clients' work over the cores, so no single client process limits the server.
import { churn } from './churn-cycles';
import type { ClientCommand, ClientReply, ClientRequest, ClientResponse } from './client-protocol';
import { IdleSockets } from './idle-sockets';

const idle = new IdleSockets();

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

async function serve(command: ClientCommand): Promise<ClientReply> {
  switch (command.type) {
    case 'connect':
      return idle.connect(command.port, command.sockets, command.inFlight);
    case 'latency-start':
      idle.startLatency();
      return { started: true };
    case 'latency-stop':
      return idle.stopLatency(command.expected, command.waitMs);
    case 'close-all':
      return { closed: await idle.closeAll() };
    case 'churn':
      return churn(command.plan);
    case 'cpu':
      return { cpuSeconds: cpuSeconds() };
  }
}

process.on('message', ({ seq, command }: ClientRequest) => {
  serve(command).then(
    (reply) => process.send?.({ seq, ok: true, reply } satisfies ClientResponse),
    (error: unknown) => process.send?.({ seq, ok: false, error: String(error) } satisfies ClientResponse),
  );
});
// The bench may die without telling us; never outlive it.
process.on('disconnect', () => process.exit(0));
