import { roomTopic, TYPING_INDICATOR_TIMEOUT_MS } from '@nahbar/contracts';
import type { EventBus } from './bus';

/**
 * Typing flags per room and user. A start is passed on at once and cleared by the server
 * 3 s after the last start (chat spec §4), so a client that vanishes mid-word does not
 * leave others watching "typing..." for ever. The timer lives on the instance that heard
 * the start; a stop heard elsewhere only makes the later clear a harmless repeat.
 */
export class Typing {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly bus: EventBus,
    private readonly timeoutMs = TYPING_INDICATOR_TIMEOUT_MS,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async set(roomId: string, userId: string, isTyping: boolean): Promise<void> {
    const key = `${roomId}\n${userId}`;
    const timer = this.timers.get(key);
    if (timer) clearTimeout(timer);
    this.timers.delete(key);
    if (isTyping) {
      const next = setTimeout(() => {
        this.timers.delete(key);
        this.publish(roomId, userId, false).catch(this.onError);
      }, this.timeoutMs);
      next.unref();
      this.timers.set(key, next);
    }
    await this.publish(roomId, userId, isTyping);
  }

  /** Ends a flag that is still up, e.g. when its connection leaves the room. */
  async clear(roomId: string, userId: string): Promise<void> {
    if (this.timers.has(`${roomId}\n${userId}`)) await this.set(roomId, userId, false);
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private publish(roomId: string, userId: string, isTyping: boolean): Promise<void> {
    return this.bus.publish(roomTopic(roomId), { type: 'user_typing', roomId, userId, isTyping });
  }
}
