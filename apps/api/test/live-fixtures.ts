import { type Db, usersQueries } from '@nahbar/db';
import type { FastifyInstance } from 'fastify';
import type { Actor, AppDeps } from '../src/deps';
import { createRoom } from '../src/services/rooms/create-room';
import { ORIGIN, signUp, uniqueName } from './harness';

export interface LiveMember {
  cookie: string;
  actor: Actor;
  id: string;
}

/** A registered user with their session cookie and stored row. */
export async function liveMember(app: FastifyInstance, db: Db = app.deps.db): Promise<LiveMember> {
  const { cookie, user } = await signUp(app);
  const actor = await usersQueries.findById(db, user.id);
  if (!actor) throw new Error('signed-up user not found');
  return { cookie, actor, id: actor.id };
}

/** A fresh room made by `owner`, so tests never share a room's history. */
export async function freshRoom(deps: AppDeps, owner: Actor, isPrivate = false): Promise<string> {
  const room = await createRoom(deps, owner, { name: uniqueName('room'), isPrivate });
  return room.id;
}

/** Calls a REST path as a member. */
export async function rest(
  app: FastifyInstance,
  member: LiveMember,
  method: 'POST' | 'DELETE',
  url: string,
  payload: object = {},
) {
  const res = await app.inject({ method, url, payload, headers: { origin: ORIGIN, cookie: member.cookie } });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}
