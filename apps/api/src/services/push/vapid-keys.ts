import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webPush from 'web-push';
import type { PushConfig } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEYS_FILE = 'vapid-keys.json';
const IN_MEMORY = 'memory://';

function isKeyPair(value: unknown): value is VapidKeys {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as VapidKeys).publicKey === 'string' &&
    typeof (value as VapidKeys).privateKey === 'string'
  );
}

/**
 * The server's VAPID key pair: from the environment, else the pair kept in `dataDir`, made on
 * first need. It must outlive restarts: browsers' subscriptions are bound to the public key.
 */
export async function loadVapidKeys(config: PushConfig, dataDir: string): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  // A database kept in memory (tests, trials) forgets its subscriptions too: so may the keys.
  if (dataDir.startsWith(IN_MEMORY)) return webPush.generateVAPIDKeys();
  const file = join(dataDir, KEYS_FILE);
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!isKeyPair(stored))
      throw new Error(`${file} holds no VAPID key pair: remove it to have a new one made`);
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webPush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  // `wx`: two instances sharing a data directory keep the first pair written.
  try {
    await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadVapidKeys(config, dataDir);
  }
}
