import { describe, expect, it } from 'vitest';
import { GroupedCalls } from './grouped-calls';

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
  it('runs a call at once alone, and those that arrive meanwhile together next, in order', async () => {
    const { calls, answer, call } = recordingCall();
    const grouped = new GroupedCalls(call, 3);
    const results = [1, 2, 3, 4, 5, 6].map((n) => grouped.run(n));
    await flush();
    expect(calls).toEqual(['alone 1']);
    answer();
    await flush();
    expect(calls).toEqual(['alone 1', 'together 2,3,4']);
    answer();
    await flush();
    answer();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(calls).toEqual(['alone 1', 'together 2,3,4', 'together 5,6']);
  });

  it('runs a failed group again one by one, so only the bad input fails', async () => {
    const { calls, answer, call } = recordingCall((inputs) => inputs.includes(-1));
    const grouped = new GroupedCalls(call, 10);
    const first = grouped.run(1);
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
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual(['ok 20', 'bad -1', 'ok 30']);
    expect(calls).toEqual(['alone 1', 'together 2,-1,3', 'alone 2', 'alone -1', 'alone 3']);
  });

  it('runs every call alone when grouping is off', async () => {
    const { calls, answer, call } = recordingCall();
    const grouped = new GroupedCalls(call, 1);
    const results = [1, 2, 3].map((n) => grouped.run(n));
    answer();
    expect(await Promise.all(results)).toEqual([10, 20, 30]);
    expect(calls).toEqual(['alone 1', 'alone 2', 'alone 3']);
  });
});
