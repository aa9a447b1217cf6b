import { createPublicRoom, register } from '../fanout/members';
import { inParallel } from './bounded';

/**
 * Sign-ups hash a password (argon2, about 19 MiB each): a few at a time keep both cores busy
 * without queueing hundreds of hashes.
 */
const REGISTRATIONS_IN_FLIGHT = 4;

/** Registers `count` members (rate limits are off on the bench's server); their session cookies. */
export async function registerMembers(port: number, count: number, firstIndex = 0): Promise<string[]> {
  const cookies: string[] = new Array(count).fill('');
  await inParallel(0, count, REGISTRATIONS_IN_FLIGHT, async (i) => {
    cookies[i] = await register(port, firstIndex + i);
  });
  return cookies;
}

/** Public rooms, one per creator cookie: anyone signed in may read them and follow them live. */
export async function createRooms(port: number, creators: string[], label: string): Promise<string[]> {
  const ids: string[] = [];
  // One after another: creating a room is quick, and the order keeps ids matched to creators.
  for (const [i, cookie] of creators.entries()) {
    ids.push(await createPublicRoom(port, cookie, `${label} ${i + 1}`));
  }
  return ids;
}
