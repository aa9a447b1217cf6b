/** A dependency that did not answer in time. */
export class NoAnswerError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'NoAnswerError';
  }
}

/**
 * `work`'s answer, or NoAnswerError after `ms`: a probe or a scrape must not wait for a
 * dependency that hangs. The work itself goes on; its late answer is dropped.
 */
export async function timeLimit<T>(work: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswerError(ms)), ms);
  });
  try {
    return await Promise.race([Promise.resolve().then(work), late]);
  } finally {
    clearTimeout(timer);
  }
}
