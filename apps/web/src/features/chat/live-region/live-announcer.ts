import { LIVE_REGION_CLEAR_MS } from '@nahbar/contracts';

/**
 * What the hidden live region says (chat spec §2): each announcement replaces the last and is
 * cleared after 1 s, so a screen reader hears it once and the region never reads stale news.
 */
export class LiveAnnouncer {
  private text = '';
  private clearTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly clearAfterMs: number = LIVE_REGION_CLEAR_MS) {}

  announce(text: string): void {
    clearTimeout(this.clearTimer);
    this.set(text);
    this.clearTimer = setTimeout(() => this.set(''), this.clearAfterMs);
  }

  current(): string {
    return this.text;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    clearTimeout(this.clearTimer);
    this.listeners.clear();
  }

  private set(text: string): void {
    if (text === this.text) return;
    this.text = text;
    for (const listener of this.listeners) listener();
  }
}
