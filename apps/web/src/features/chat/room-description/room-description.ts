import type { Messages, SeedRoomKey } from '@nahbar/contracts';

/** The catalogue text of each seeded room's description (contracts' SEED_PUBLIC_ROOMS). */
const SEEDED: Record<SeedRoomKey, keyof Messages['chat']> = {
  lobby: 'seedRoomLobby',
  berlin: 'seedRoomBerlin',
  wien: 'seedRoomWien',
  zurich: 'seedRoomZurich',
};

const isSeedKey = (key: string): key is SeedRoomKey => Object.hasOwn(SEEDED, key);

interface DescribedRoom {
  description: string | null;
  seedKey?: string | null;
}

/**
 * The description to show for a room: a seeded room's from the catalogue, in the member's
 * language; any other room's (and a seeded one whose key this client does not know, from a
 * newer server) as stored. Null when there is nothing to show.
 */
export function roomDescriptionText(m: Pick<Messages, 'chat'>, room: DescribedRoom): string | null {
  if (room.seedKey && isSeedKey(room.seedKey)) {
    const text = m.chat[SEEDED[room.seedKey]];
    if (typeof text === 'string') return text;
  }
  const stored = room.description?.trim();
  return stored ? stored : null;
}
