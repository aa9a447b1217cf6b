// The few REST calls the browser benches seed with, as a browser of the app's own origin makes
// them (the server refuses state changes from other origins).

export interface Member {
  id: string;
  username: string;
  /** `name=value` of the session cookie, for later calls and for the browser. */
  cookie: string;
}

export function postJson(origin: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export async function registerMember(origin: string, username: string): Promise<Member> {
  const res = await postJson(origin, '/api/auth/register', {
    username,
    password: 'benchmark1',
    confirmPassword: 'benchmark1',
    age: 30,
    gender: 'female',
    location: 'Berlin',
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { id } = (await res.json()) as { id: string };
  return { id, username, cookie };
}

/** A public room made by `owner`; returns its id. */
export async function createRoom(origin: string, owner: Member, name: string): Promise<string> {
  const room = await postJson(origin, '/api/rooms', { name }, owner.cookie);
  if (room.status !== 201) throw new Error(`create room: ${room.status}`);
  return ((await room.json()) as { id: string }).id;
}

/** The signed-in member's own record as `auth.me` answers it (what the app stores after sign-in). */
export async function sessionUser(origin: string, member: Member): Promise<unknown> {
  const res = await fetch(`${origin}/trpc/auth.me`, { headers: { cookie: member.cookie } });
  if (res.status !== 200) throw new Error(`auth.me: ${res.status}`);
  return ((await res.json()) as { result: { data: unknown } }).result.data;
}
