import type { PresenceDeparture, PresenceStore } from './presence';

/** Presence of a single instance: nobody else to share with, nobody to clean up after. */
export class MemoryPresenceStore implements PresenceStore {
  private readonly rooms = new Map<string, Set<string>>();

  async add(roomId: string, userId: string): Promise<boolean> {
    let users = this.rooms.get(roomId);
    if (!users) {
      users = new Set();
      this.rooms.set(roomId, users);
    }
    if (users.has(userId)) return false;
    users.add(userId);
    return true;
  }

  async remove(roomId: string, userId: string): Promise<boolean> {
    const users = this.rooms.get(roomId);
    if (!users?.delete(userId)) return false;
    if (users.size === 0) this.rooms.delete(roomId);
    return true;
  }

  async list(roomId: string): Promise<string[]> {
    return [...(this.rooms.get(roomId) ?? [])];
  }

  onDepartures(): void {}

  async close(): Promise<PresenceDeparture[]> {
    const departures: PresenceDeparture[] = [];
    for (const [roomId, users] of this.rooms) {
      for (const userId of users) departures.push({ roomId, userId });
    }
    this.rooms.clear();
    return departures;
  }
}
