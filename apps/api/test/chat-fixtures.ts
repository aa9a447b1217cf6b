import { usersQueries } from '@nahbar/db';
import type { TestDatabaseKind } from '@nahbar/db/testing';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/config';
import type { Actor, AppDeps } from '../src/deps';
import { callerFor, registration, startTestDeps, uniqueName } from './harness';

/** What the router tests of one describe block share: deps on a fresh database, two members. */
export interface ChatTestBed {
  deps: AppDeps;
  alice: Actor;
  bob: Actor;
}

/** Sets up (beforeAll) and tears down (afterAll) a ChatTestBed; its fields exist inside tests. */
export function chatTestBed(kind: TestDatabaseKind, overrides: Partial<AppConfig> = {}): ChatTestBed {
  const bed = {} as ChatTestBed;
  let close = async () => {};
  beforeAll(async () => {
    const started = await startTestDeps(kind, overrides);
    close = started.close;
    bed.deps = started.deps;
    bed.alice = await makeMember(bed.deps, 'alice');
    bed.bob = await makeMember(bed.deps, 'bob');
  });
  afterAll(() => close());
  return bed;
}

/** Registers a member through the auth router and returns their stored row (the actor). */
export async function makeMember(deps: AppDeps, prefix = 'chat'): Promise<Actor> {
  const user = await callerFor(deps, null).caller.auth.register(registration(uniqueName(prefix)));
  const row = await usersQueries.findById(deps.db, user.id);
  if (!row) throw new Error('registered user not found');
  return row;
}

/** The TRPCError a call fails with; fails the test if it succeeds. */
export async function trpcError(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

/** The error a promise rejects with; fails the test if it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  const outcome = await promise.then(
    () => ({ ok: true as const }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error('expected a rejection');
  return outcome.error;
}

export interface Recorder<T> {
  events: T[];
  /** Resolves once `count` events arrived, or rejects after `ms`. */
  waitFor(count: number, ms?: number): Promise<T[]>;
  /**
   * Publishes a marker on the topic and waits for it, then stops: every event published
   * before has arrived, so `events` is complete (the marker left out).
   */
  settled(ms?: number): Promise<T[]>;
  stop(): void;
}

let markers = 0;

/** Records what the bus delivers on a topic from now on, until stopped. */
export function record<T = { type: string }>(deps: AppDeps, topic: string): Recorder<T> {
  const controller = new AbortController();
  const events: T[] = [];
  const markersSeen = new Set<string>();
  const iterator = deps.bus.subscribe<T>(topic, controller.signal)[Symbol.asyncIterator]();
  void (async () => {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      const marker = (next.value as { recorderMarker?: unknown }).recorderMarker;
      if (typeof marker === 'string') markersSeen.add(marker);
      else events.push(next.value);
    }
  })();
  const until = async (done: () => boolean, what: string, ms: number) => {
    const deadline = Date.now() + ms;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`${what} on ${topic}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return {
    events,
    async waitFor(count, ms = 2000) {
      await until(() => events.length >= count, `expected ${count} events, got ${events.length}`, ms);
      return events;
    },
    async settled(ms = 2000) {
      markers += 1;
      const marker = `marker-${markers}`;
      await deps.bus.publish(topic, { type: 'recorder_marker', recorderMarker: marker });
      await until(() => markersSeen.has(marker), 'the marker did not come back', ms);
      controller.abort();
      return events;
    },
    stop: () => controller.abort(),
  };
}
