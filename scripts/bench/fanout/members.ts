import { BENCH_ORIGIN } from './protocol';

export interface Member {
  cookie: string;
  userId: string;
}

/** Registers a member through the app's own sign-up: their session cookie and id. */
export async function registerMember(port: number, index: number): Promise<Member> {
  const username = `bench${process.pid % 1000}_${index}`;
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: 'benchmark1',
      confirmPassword: 'benchmark1',
      age: 30,
      gender: index % 2 ? 'male' : 'female',
      location: 'Berlin',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, userId: ((await res.json()) as { id: string }).id };
}

/** Registers a member through the app's own sign-up; returns their session cookie. */
export async function register(port: number, index: number): Promise<string> {
  return (await registerMember(port, index)).cookie;
}

/**
 * `count` members, numbered from `first`, a few at a time: sign-up hashes each password
 * (argon2id), which the server does on its thread pool.
 */
export async function registerMany(port: number, first: number, count: number): Promise<Member[]> {
  const members: Member[] = [];
  const AT_ONCE = 8;
  for (let start = 0; start < count; start += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, i) =>
      registerMember(port, first + start + i),
    );
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

/** Makes the member of `cookie` a member of a public room, so they may send into it. */
export async function joinRoom(port: number, cookie: string, roomId: string): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/api/rooms/${roomId}/join`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 200) throw new Error(`join: ${res.status} ${await res.text()}`);
}

/** A public room made by the member of `cookie`; anyone signed in may read and join it. */
export async function createPublicRoom(port: number, cookie: string, name: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/rooms`, {
    method: 'POST',
    headers: { origin: BENCH_ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name, isPrivate: false }),
  });
  if (res.status !== 201) throw new Error(`create room: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
