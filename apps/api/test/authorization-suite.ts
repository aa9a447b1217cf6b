import type { TestDatabaseKind } from '@nahbar/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { sendMessage } from '../src/services/messages/send-message';
import { routeKeys } from './authorization-calls';
import { observe, watchTopics } from './authorization-effects';
import { buildWorld, type World, worldMembers, worldRooms } from './authorization-world';
import { testConfig } from './harness';
import { listen } from './live-clients';

/**
 * One app and one world for a matrix suite on one kind of database. The tRPC, REST and /ws
 * suites each build their own, so Vitest runs them side by side on its workers.
 */
export interface MatrixSuite {
  app: FastifyInstance;
  w: World;
  wsBase: string;
  /** Every route the app registered, keyed as the REST matrix keys them. */
  routes: Set<string>;
  /** Runs `act`, then checks that no row, no presence and no event came of it. */
  expectNoEffect(act: () => Promise<void>): Promise<void>;
}

interface Built {
  app: FastifyInstance;
  w: World;
  wsBase: string;
}

/** Registers the suite's set-up and tear-down (call it inside a describe) and its own check. */
export function matrixSuite(kind: TestDatabaseKind): MatrixSuite {
  let built: Built | undefined;
  let closeDatabase = async () => {};
  const routes = new Set<string>();
  const ready = (): Built => {
    if (!built) throw new Error('the matrix suite is not set up yet');
    return built;
  };
  const suite: MatrixSuite = {
    get app() {
      return ready().app;
    },
    get w() {
      return ready().w;
    },
    get wsBase() {
      return ready().wsBase;
    },
    routes,
    async expectNoEffect(act) {
      const { app, w } = ready();
      const rooms = worldRooms(w);
      const before = await observe(app.deps, rooms);
      const watch = await watchTopics(app.deps, rooms, worldMembers(w));
      await act();
      expect(await watch.finish()).toEqual([]);
      expect(await observe(app.deps, rooms)).toEqual(before);
    },
  };

  beforeAll(async () => {
    const database = await kind.create();
    closeDatabase = database.close;
    const app = await buildApp(testConfig(), {
      db: database.db,
      onRoute: (route) => {
        for (const key of routeKeys(route)) routes.add(key);
      },
    });
    const wsBase = (await listen(app)).ws;
    built = { app, wsBase, w: await buildWorld(app) };
  });
  afterAll(async () => {
    await built?.app.close();
    await closeDatabase();
  });

  it('sees an effect where there is one: a message the victim sends', async () => {
    const { app, w } = ready();
    const rooms = worldRooms(w);
    const before = await observe(app.deps, rooms);
    const watch = await watchTopics(app.deps, rooms, worldMembers(w));
    await sendMessage(app.deps, w.victim.actor, { roomId: w.privateRoom, content: 'seen' });
    expect((await watch.finish()).map(({ event }) => event.type)).toEqual(['new_message']);
    expect(await observe(app.deps, rooms)).not.toEqual(before);
  });

  return suite;
}
