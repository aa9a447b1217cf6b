import { roomTopic, TYPING_INDICATOR_TIMEOUT_MS } from '@nahbar/contracts';
import type { EventBus } from './bus';

/**
 * A start repeated while the flag is up is news to nobody; it is passed on only as a keep-alive
 * for receivers' 3 s timers, at most once a second (the web app repeats it every 2 s).
 */
const REPEATED_START_MIN_MS = 1000;

/**
 * Typing flags per room and user. A start is passed on at once and cleared by the server
 * 3 s after the last start (chat spec §4), so a client that vanishes mid-word does not
 * leave others watching "typing..." for ever. The timer lives on the instance that heard
 * the start; a stop heard elsewhere only makes the later clear a harmless repeat. A start
 * repeated while the flag is up is passed on at most once a second: a client that sends a start
 * on every key press costs the room nothing more (and the typing rate limits the rest).
 */
export class Typing {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** When the start of each raised flag was last passed on. */
  private readonly startedAt = new Map<string, number>();

  constructor(
    private readonly bus: EventBus,
    private readonly timeoutMs = TYPING_INDICATOR_TIMEOUT_MS,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  async set(roomId: string, userId: string, isTyping: boolean): Promise<void> {
    const key = `${roomId}\n${userId}`;
    const timer = this.timers.get(key);
    if (timer) clearTimeout(timer);
    this.timers.delete(key);
    if (!isTyping) {
      this.startedAt.delete(key);
      await this.publish(roomId, userId, false);
      return;
    }
    const next = setTimeout(() => {
      this.timers.delete(key);
      this.startedAt.delete(key);
      this.publish(roomId, userId, false).catch(this.onError);
    }, this.timeoutMs);
    next.unref();
    this.timers.set(key, next);
    const now = this.now();
    const last = this.startedAt.get(key);
    if (timer && last !== undefined && now - last < REPEATED_START_MIN_MS) return;
    this.startedAt.set(key, now);
    await this.publish(roomId, userId, true);
  }

  /** Ends a flag that is still up, e.g. when its connection leaves the room. */
  async clear(roomId: string, userId: string): Promise<void> {
    if (this.timers.has(`${roomId}\n${userId}`)) await this.set(roomId, userId, false);
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.startedAt.clear();
  }

  private publish(roomId: string, userId: string, isTyping: boolean): Promise<void> {
    return this.bus.publish(roomTopic(roomId), { type: 'user_typing', roomId, userId, isTyping });
  }
}
