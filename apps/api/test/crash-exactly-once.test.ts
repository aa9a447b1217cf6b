import { TRPC_BATCH_MAX_CALLS } from '@nahbar/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { type Member, observerLink, type SendLink, trpcLink, wsLink } from './crash-links';
import { Outbox } from './crash-outbox';
import { createPublicRoom, register } from './crash-setup';
import { storedRoom } from './crash-stored';
import { CrashTrigger } from './crash-trigger';
import { type ServerDataPlace, serverDataKinds } from './server-data';
import { type ServerProcess, startServerProcess } from './server-process';

/** Messages per sender: four senders, two on `/ws`, two on tRPC. */
const PER_MEMBER = 75;
/** Sends each member keeps in flight: tRPC puts them in one frame, which has a cap on calls. */
const WINDOW = Math.min(16, TRPC_BATCH_MAX_CALLS);
/** Answers (all senders together) after which the senders' connections die. */
const CUT_AFTER = 110;
/** Messages the server commits after that, their answers lost, before it is killed. */
const STORED_UNANSWERED = 5;

// Whatever happens in a test, no server outlives the file and no data stays behind.
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function startServer(place: ServerDataPlace): Promise<ServerProcess> {
  const server = await startServerProcess(place.env);
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

interface Sender {
  member: Member;
  outbox: Outbox;
  connect(server: ServerProcess): Promise<SendLink>;
}

function sender(member: Member, label: string, roomId: string, trigger: CrashTrigger): Sender {
  const outbox = new Outbox(label, PER_MEMBER, WINDOW, trigger.onAck);
  trigger.outboxes.push(outbox);
  return {
    member,
    outbox,
    connect: async (server) =>
      label.startsWith('ws')
        ? wsLink(server.ws, member, roomId, outbox)
        : trpcLink(server.ws, member, roomId, outbox),
  };
}

describe.each(serverDataKinds())('exactly once across a crash ($name)', (kind) => {
  it('stores every send once, gap-free, after a SIGKILL mid-stream and the resends', async () => {
    const place = await kind.create();
    cleanups.push(() => place.drop());
    const first = await startServer(place);
    const [wsA, wsB, trpcA, trpcB, watcher] = (await Promise.all(
      [1, 2, 3, 4, 5].map(() => register(first.http)),
    )) as [Member, Member, Member, Member, Member];
    const roomId = await createPublicRoom(first.ws, wsA);

    let crashed: (exit: Promise<unknown>) => void = () => {};
    const crash = new Promise<unknown>((done) => {
      crashed = done;
    });
    const trigger = new CrashTrigger(CUT_AFTER, STORED_UNANSWERED, () => crashed(first.stop('SIGKILL')));
    const senders = [
      sender(wsA, 'ws-a', roomId, trigger),
      sender(wsB, 'ws-b', roomId, trigger),
      sender(trpcA, 'trpc-a', roomId, trigger),
      sender(trpcB, 'trpc-b', roomId, trigger),
    ];
    const watching = await observerLink(first.ws, watcher, roomId, trigger.onAnnounced);
    const firstLinks = await Promise.all(senders.map((s) => s.connect(first)));
    // Settling first (every send answered, or one refused) means the kill never came.
    const settledFirst = Promise.all(senders.map((s) => s.outbox.settled)).then(() => 'all answered');
    expect(await Promise.race([crash, settledFirst, first.unexpectedExit])).toEqual({
      code: null,
      signal: 'SIGKILL',
    });
    for (const link of [watching, ...firstLinks]) link.close();
    expect(trigger.acksAtCut).toBe(CUT_AFTER);
    expect(trigger.inFlightAtCut).toBeGreaterThan(0);
    const answeredBeforeCrash = new Map(senders.flatMap((s) => [...s.outbox.acks]));
    // The killed embedded server could not let go of its data: the restart must take it over.
    expect(place.lockedBy()).toBe(kind.name === 'pglite' ? first.pid : undefined);

    // The same data, a new process: the clients reconnect and resend what was not answered.
    const second = await startServer(place);
    const secondLinks = await Promise.all(senders.map((s) => s.connect(second)));
    await Promise.race([Promise.all(senders.map((s) => s.outbox.settled)), second.unexpectedExit]);
    for (const link of secondLinks) link.close();
    expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });

    const db = place.open();
    cleanups.push(() => db.destroy());
    const stored = await storedRoom(db, roomId);
    await db.destroy();

    for (const s of senders) expect(s.outbox.conflicts).toEqual([]);
    const total = senders.length * PER_MEMBER;
    // Gap-free and nothing else: 1..n, n being every message sent, each stored once.
    expect(stored.rows.map((r) => r.sequenceId)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(stored.lastSequenceId).toBe(total);
    expect(stored.messagesAnywhere).toBe(total);
    const byClientId = new Map(stored.rows.map((r) => [`${r.userId}/${r.clientMessageId}`, r]));
    expect(byClientId.size).toBe(total);
    for (const s of senders) {
      for (const message of s.outbox.messages) {
        const row = byClientId.get(`${s.member.id}/${message.clientMessageId}`);
        expect(row?.content).toBe(message.content);
        // What the sender was told, before the crash or after, is what is stored.
        expect(s.outbox.acks.get(message.clientMessageId)).toEqual({
          id: row?.id,
          sequenceId: row?.sequenceId,
        });
      }
    }
    // Announced before the crash, so committed: still there, under the same place in the room.
    const byId = new Map(stored.rows.map((r) => [r.id, r]));
    for (const announced of trigger.announced.values()) {
      expect(byId.get(announced.id)?.sequenceId).toBe(announced.sequenceId);
    }
    // Some were committed but their answer died with the connection: their resend stored nothing new.
    const unanswered = [...trigger.announced.values()].filter(
      (a) => a.clientMessageId && !answeredBeforeCrash.has(a.clientMessageId),
    );
    expect(unanswered.length).toBeGreaterThanOrEqual(Math.min(STORED_UNANSWERED, trigger.inFlightAtCut));
  }, 120_000);
});
