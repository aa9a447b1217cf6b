import type { Member } from './crash-links';
import { cookiePair, ORIGIN, registration, uniqueName } from './harness';
import { trpcLiveClient } from './live-clients';

/** Registers over REST on a running server, as a browser would. */
export async function register(http: string): Promise<Member> {
  const res = await fetch(`${http}/api/auth/register`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(registration()),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: string };
  return { id: user.id, cookie: cookiePair(res.headers.getSetCookie()) };
}

/** A new public room made by `owner`; the others become members by sending into it. */
export async function createPublicRoom(ws: string, owner: Member): Promise<string> {
  const trpc = trpcLiveClient(ws, owner.cookie);
  try {
    const room = await trpc.client.rooms.create.mutate({ name: uniqueName('crash'), isPrivate: false });
    return room.id;
  } finally {
    await trpc.close();
  }
}
