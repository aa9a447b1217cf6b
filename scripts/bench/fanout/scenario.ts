import type { ServerProcess } from './child';
import { closeAll, connectReceivers, Receipts, type Receiver, type Target, type Transport } from './clients';
import { latencyAt, saturatedRate, sleep } from './measure';
import { sampleProcesses } from './process-stats';
import type { Row } from './report';
import { connectSenderOf } from './senders';

export interface ScenarioSettings {
  saturationMs: number;
  latencyMs: number;
  /** Messages per second of the latency run. */
  latencyRate: number;
  /** Connections opened and closed before the memory reading (one-time costs of the process). */
  warmUpClients: number;
}

/** The room of a run: its id, a member for every receiver and one for every sender. */
export interface BenchRoom {
  roomId: string;
  receiverCookies: string[];
  senderCookies: string[];
}

/** Connections spread over the nodes in turn: the n-th goes to node n mod count. */
function targetsOf(nodes: ServerProcess[], room: BenchRoom): Target[] {
  return nodes.map((node) => ({ port: node.port, roomId: room.roomId, cookies: room.receiverCookies }));
}

/** Waits until every receiver has every message sent, or 15 s; counts what is missing or extra. */
async function completeness(
  receivers: Receiver[],
  sent: number,
): Promise<{ lost: number; duplicated: number }> {
  const deadline = Date.now() + 15_000;
  while (receivers.some((r) => r.received < sent) && Date.now() < deadline) await sleep(50);
  let lost = 0;
  let duplicated = 0;
  for (const { received } of receivers) {
    lost += Math.max(0, sent - received);
    duplicated += Math.max(0, received - sent);
  }
  return { lost, duplicated };
}

/**
 * One row: `size` receivers in the room, each its own member, spread over the nodes; the
 * senders spread the same way. Saturation, then latency at a moderate rate, then a count of
 * what every receiver got against what was sent.
 */
export async function scenario(
  nodes: ServerProcess[],
  transport: Transport,
  room: BenchRoom,
  size: number,
  settings: ScenarioSettings,
): Promise<Row> {
  const receipts = new Receipts();
  const targets = targetsOf(nodes, room);
  const pids = nodes.map((node) => node.pid ?? 0);
  // A first few connections pay for what a process sets up once (code paths compiled, the
  // database pool opened); they are not what one more idle connection costs.
  const warmUp = await connectReceivers(transport, targets, 0, settings.warmUpClients, receipts);
  await closeAll(warmUp.map((c) => c.socket));
  await sleep(500);
  const [first] = nodes;
  const before = nodes.length === 1 ? await first?.memory() : undefined;
  const receivers = await connectReceivers(transport, targets, 0, size, receipts);
  await sleep(1500);
  const after = nodes.length === 1 ? await first?.memory() : undefined;

  let sent = 0;
  const senders = await Promise.all(
    room.senderCookies.map((cookie, i) =>
      connectSenderOf(transport, { ...(targets[i % targets.length] as Target) }, cookie),
    ),
  );
  const sends = senders.map((sender) => () => {
    sent += 1;
    sender.send();
  });
  const probe = receivers.at(-1);
  if (!probe) throw new Error('no receivers');
  const sample = () => ({ server: sampleProcesses(pids), client: process.cpuUsage() });
  const saturation = await saturatedRate(sends, probe, receipts, settings.saturationMs, sample);
  const latency = await latencyAt(sends, receipts, settings.latencyRate, settings.latencyMs);
  const { lost, duplicated } = await completeness(receivers, sent);
  await closeAll([...receivers, ...senders].map((c) => c.socket));
  await sleep(1000);

  const [start, end] = saturation.samples;
  const client = process.cpuUsage(start.client);
  return {
    transport,
    nodes: nodes.length,
    size,
    rate: saturation.rate,
    writesPerDelivery: (end.server.writes - start.server.writes) / saturation.deliveries,
    serverCores: (end.server.cpuMs - start.server.cpuMs) / saturation.ms,
    clientCores: (client.user + client.system) / 1000 / saturation.ms,
    latency,
    latencyRate: settings.latencyRate,
    bytesPerConnection: before && after ? (after.heapAndExternal - before.heapAndExternal) / size : undefined,
    sent,
    lost,
    duplicated,
  };
}
