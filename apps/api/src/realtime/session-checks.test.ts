import { describe, expect, it } from 'vitest';
import { type ClosableConnection, ConnectionRegistry } from './connections';
import { InProcessBus } from './in-process-bus';
import { SessionChecks } from './session-checks';

const SESSIONS = 50;

/** A socket as the registry sees one; the sweep ends none of them (every session is valid). */
const socket = () => ({}) as unknown as ClosableConnection;

describe('session checks', () => {
  it('lets the event loop turn between the checks of a sweep, even when each answers at once', async () => {
    const connections = new ConnectionRegistry();
    for (let i = 0; i < SESSIONS; i++) {
      connections.add(socket(), { userId: `member-${i}`, sessionId: `session-${i}`, transport: 'ws' });
    }
    let checked = 0;
    const checks = new SessionChecks(connections, {
      bus: new InProcessBus(),
      // As the embedded database answers: within the call, no I/O to wait for.
      isValid: async () => {
        checked += 1;
        return true;
      },
      intervalMs: 3_600_000,
      onError: (error) => {
        throw error;
      },
    });
    try {
      let checkedAtNextTurn = -1;
      setImmediate(() => {
        checkedAtNextTurn = checked;
      });
      await checks.checkAll();
      expect(checked).toBe(SESSIONS);
      // A timer or another socket's frame waits for one check at most, not for the whole sweep.
      expect(checkedAtNextTurn).toBeGreaterThanOrEqual(0);
      expect(checkedAtNextTurn).toBeLessThanOrEqual(1);
    } finally {
      checks.close();
    }
  });
});
