import { describe, expect, it } from 'vitest';
import { GroupedCalls } from '../src/grouped-calls';

/** A stand-in for a database call that answers when told to, and records how it was called. */
function recordingCall(failTogether: (inputs: readonly number[]) => boolean = () => false) {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  const later = <T>(value: () => T) =>
    new Promise<T>((resolve, reject) =>
      pending.push(() => {
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      }),
    );
  return {
    calls,
    /** Lets every statement on its way return. */
    answer: () => {
      for (const next of pending.splice(0)) next();
    },
    call: {
      together: (inputs: readonly number[]) => {
        calls.push(`together ${inputs.join(',')}`);
        return later(() => {
          if (failTogether(inputs)) throw new Error('group failed');
          return inputs.map((n) => n * 10);
        });
      },
      alone: (input: number) => {
        calls.push(`alone ${input}`);
        return later(() => {
          if (input < 0) throw new Error(`bad ${input}`);
          return input * 10;
        });
      },
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('grouped calls', () => {
  it('runs the calls of one turn together, and those that come while it runs together next', async () => {
    const { calls, answer, call } = recordingCall();
    const grouped = new GroupedCalls(call, 3);
    const first = [1, 2, 3, 4].map((n) => grouped.run(n));
    // Nothing goes before the turn ends: the others of the turn may still come.
    expect(calls).toEqual([]);
    await flush();
    expect(calls).toEqual(['together 1,2,3']);
    const later = [5, 6].map((n) => grouped.run(n));
    answer();
    await flush();
    expect(calls).toEqual(['together 1,2,3', 'together 4,5,6']);
    answer();
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('runs a lone call alone, at the end of its turn', async () => {
    const { calls, answer, call } = recordingCall();
    const grouped = new GroupedCalls(call, 3);
    const lone = grouped.run(7);
    await flush();
    expect(calls).toEqual(['alone 7']);
    answer();
    expect(await lone).toBe(70);
  });

  it('runs a failed group again one by one, so only the bad input fails', async () => {
    const { calls, answer, call } = recordingCall((inputs) => inputs.includes(-1));
    const grouped = new GroupedCalls(call, 10);
    const rest = [2, -1, 3].map((n) =>
      grouped.run(n).then(
        (v) => `ok ${v}`,
        (e: Error) => e.message,
      ),
    );
    for (let i = 0; i < 6; i++) {
      await flush();
      answer();
    }
    expect(await Promise.all(rest)).toEqual(['ok 20', 'bad -1', 'ok 30']);
    expect(calls).toEqual(['together 2,-1,3', 'alone 2', 'alone -1', 'alone 3']);
  });

  it('runs every call alone when grouping is off', async () => {
    const { calls, answer, call } = recordingCall();
    const grouped = new GroupedCalls(call, 1);
    const results = [1, 2, 3].map((n) => grouped.run(n));
    answer();
    expect(await Promise.all(results)).toEqual([10, 20, 30]);
    expect(calls).toEqual(['alone 1', 'alone 2', 'alone 3']);
  });
  it('tells a call its place is fixed at once when grouping, and only at its end when alone', async () => {
    const grouped = recordingCall();
    const placed: string[] = [];
    const calls = new GroupedCalls(grouped.call, 10);
    const out = calls.run(1, () => placed.push('grouped'));
    expect(placed).toEqual(['grouped']);
    await new Promise((resolve) => setImmediate(resolve));
    grouped.answer();
    expect(await out).toBe(10);

    const single = recordingCall();
    const alone = new GroupedCalls(single.call, 1);
    const done = alone.run(2, () => placed.push('alone'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(placed).toEqual(['grouped']);
    single.answer();
    expect(await done).toBe(20);
    expect(placed).toEqual(['grouped', 'alone']);
  });
});
