import type { Db } from '@nahbar/db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErasureVacuum } from './erasure-vacuum';

const NO_DB = {} as Db;

describe('the VACUUM after erasures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function vacuum(run = vi.fn(async () => {}), onError = vi.fn()) {
    return { job: new ErasureVacuum(NO_DB, { delayMs: 1000, maxWaitMs: 5000, onError, run }), run, onError };
  }

  it('runs once, a delay after the last of erasures close together', async () => {
    const { job, run } = vacuum();
    job.schedule();
    await vi.advanceTimersByTimeAsync(900);
    job.schedule();
    await vi.advanceTimersByTimeAsync(900);
    expect(run).not.toHaveBeenCalled();
    expect(job.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    expect(job.pending).toBe(false);
  });

  it('runs by the longest wait after the first of a steady stream', async () => {
    const { job, run } = vacuum();
    for (let ms = 0; ms < 5000; ms += 500) {
      job.schedule();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing unasked; a failure is reported, not thrown, and the next run still happens', async () => {
    const run = vi.fn(async () => {
      throw new Error('disk full');
    });
    const { job, onError } = vacuum(run);
    await job.flush();
    expect(run).not.toHaveBeenCalled();
    job.schedule();
    await job.flush();
    expect(onError).toHaveBeenCalledWith(new Error('disk full'));
    job.schedule();
    await job.flush();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('on close runs what was asked for, then takes no more', async () => {
    const { job, run } = vacuum();
    job.schedule();
    await job.close();
    expect(run).toHaveBeenCalledTimes(1);
    job.schedule();
    expect(job.pending).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
