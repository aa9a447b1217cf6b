import type { WsClient } from './live-clients';

/*
 * Before asserting that something did not arrive, a test waits for something that did and
 * that would have come after it (a later event on the same path, a ping's pong) instead of
 * sleeping a while and hoping that was long enough.
 */

let pings = 0;

/**
 * Sends a ping and waits for its pong: the server has served every frame this client sent
 * before (a socket's frames are served in order), and what it sent before has arrived.
 */
export async function pingPong(client: WsClient): Promise<void> {
  pings += 1;
  const timestamp = `signal-${pings}`;
  const from = client.frames.length;
  client.send({ type: 'ping', timestamp });
  await client.next((f) => f.type === 'pong' && f.timestamp === timestamp, 'the pong', from);
}

/** Polls a condition (or an asynchronous one) until it holds; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
