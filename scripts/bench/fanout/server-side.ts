// What a bench's server process runs on its side of `ServerProcess` (child.ts): kept apart so
// that a server's bundle holds none of the bench's own machinery (the bundler among it).

export interface MemorySample {
  rss: number;
  /** JS heap plus memory outside it that JS objects hold (buffers, sockets' wrappers). */
  heapAndExternal: number;
  /** Pages V8 has taken for its heap, used or not (part of RSS). */
  heapCommitted: number;
}

export type ChildRequest = { type: 'memory' };
export type ChildReply = { type: 'listening'; port: number } | { type: 'memory'; sample: MemorySample };

/** The child side: answers memory requests after a full collection. */
export function serveMemoryRequests(): void {
  process.on('message', (message: ChildRequest) => {
    if (message.type !== 'memory') return;
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    gc?.();
    const usage = process.memoryUsage();
    const reply: ChildReply = {
      type: 'memory',
      sample: {
        rss: usage.rss,
        heapAndExternal: usage.heapUsed + usage.external,
        heapCommitted: usage.heapTotal,
      },
    };
    process.send?.(reply);
  });
  // The bench may die without telling us; never outlive it.
  process.on('disconnect', () => process.exit(0));
}

export function announceListening(port: number): void {
  process.send?.({ type: 'listening', port } satisfies ChildReply);
}
