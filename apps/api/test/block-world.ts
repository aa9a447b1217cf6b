import { randomBytes } from 'node:crypto';
import type { TestDatabaseKind } from '@nahbar/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import type { Actor, AppDeps } from '../src/deps';
import { callerFor, testConfig } from './harness';
import { listen, WsClient } from './live-clients';
import { liveMember } from './live-fixtures';

/** One running app: its services and the address of its sockets. */
export interface Instance {
  name: string;
  app: FastifyInstance;
  deps: AppDeps;
  ws: string;
}

/**
 * Which instance serves whom: the blocker (and a bystander beside them), the blocked member (and
 * a bystander beside them), and the one that takes the block and its lifting. On one instance
 * all three are the same; across two, every event between the two members crosses Redis.
 */
export interface Layout {
  name: string;
  blocker: number;
  blocked: number;
  blockOn: number;
}

export const ONE_INSTANCE: Layout = { name: 'one instance', blocker: 0, blocked: 0, blockOn: 0 };

export const ACROSS_INSTANCES: Layout[] = [
  { name: 'the blocker on one, the blocked on two, blocking on one', blocker: 0, blocked: 1, blockOn: 0 },
  // Blocking on the other instance than the blocker's sockets: their readers hear of it over Redis.
  { name: 'the blocker on two, the blocked on one, blocking on one', blocker: 1, blocked: 0, blockOn: 0 },
];

export type Side = 'blocker' | 'blocked';

/** A member with a home instance: their calls and sockets go there. */
export interface Member {
  id: string;
  actor: Actor;
  cookie: string;
  home: Instance;
  api: ReturnType<typeof callerFor>['caller'];
  /** Opens a `/ws` socket on the home instance; it is cut when the block of tests ends. */
  socket(): Promise<WsClient>;
}

export interface BlockWorld {
  layout: Layout;
  /** The instances; their fields exist inside tests. */
  instances: Instance[];
  member(side: Side): Promise<Member>;
  /** `blocker` blocks `blocked`, on the instance the layout names. */
  block(blocker: Member, blocked: Member): Promise<void>;
  unblock(blocker: Member, blocked: Member): Promise<void>;
  /** Runs when the block of tests ends (a reader to stop, say). */
  onEnd(closer: () => void | Promise<void>): void;
}

/**
 * Starts (beforeAll) and stops (afterAll) the instances a layout needs on one fresh database of
 * `kind`: one app without Redis, or two apps sharing that database and the Redis at `redisUrl`
 * under a prefix of their own, so parallel test files do not hear each other.
 */
export function blockWorld(kind: TestDatabaseKind, layout: Layout, redisUrl?: string): BlockWorld {
  const instances: Instance[] = [];
  const closers: (() => void | Promise<void>)[] = [];
  const sockets: WsClient[] = [];
  let closeDatabase = async () => {};
  const instance = (index: number): Instance => {
    const found = instances[index];
    if (!found) throw new Error(`no instance ${index}`);
    return found;
  };
  const world: BlockWorld = {
    layout,
    instances,
    async member(side) {
      const home = instance(side === 'blocker' ? layout.blocker : layout.blocked);
      const { actor, cookie, id } = await liveMember(home.app);
      return {
        id,
        actor,
        cookie,
        home,
        api: callerFor(home.deps, actor).caller,
        async socket() {
          const socket = await WsClient.open(home.ws, cookie);
          sockets.push(socket);
          return socket;
        },
      };
    },
    async block(blocker, blocked) {
      await callerFor(instance(layout.blockOn).deps, blocker.actor).caller.blocks.block({
        userId: blocked.id,
        reason: 'rude',
      });
    },
    async unblock(blocker, blocked) {
      await callerFor(instance(layout.blockOn).deps, blocker.actor).caller.blocks.unblock({
        userId: blocked.id,
      });
    },
    onEnd: (closer) => closers.push(closer),
  };
  beforeAll(async () => {
    const database = await kind.create();
    closeDatabase = () => database.close();
    const count = Math.max(layout.blocker, layout.blocked, layout.blockOn) + 1;
    const realtimePrefix = `nahbar-test:${randomBytes(6).toString('hex')}:`;
    for (let index = 0; index < count; index++) {
      const app = await buildApp(testConfig(redisUrl ? { redisUrl } : {}), {
        db: database.db,
        realtimePrefix,
      });
      instances.push({ name: ['one', 'two'][index] ?? String(index), app, deps: app.deps, ws: '' });
      const added = instance(index);
      added.ws = (await listen(app)).ws;
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    for (const closer of closers) await closer();
    for (const { app } of instances) await app.close();
    await closeDatabase();
  });
  return world;
}

/** One row of the block matrix: a check that runs alike on one instance and across two. */
export interface BlockRow {
  name: string;
  run(world: BlockWorld): Promise<void>;
}
