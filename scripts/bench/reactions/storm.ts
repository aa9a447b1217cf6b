import { QUICK_REACTIONS } from '@nahbar/contracts';
import { BENCH_ORIGIN } from '../fanout/protocol';

/** One reactor's part in a storm: their emoji, and whether they take it back once it is in. */
export interface Reaction {
  cookie: string;
  emoji: string;
  takesBack: boolean;
}

/** The quick emoji in turn; every `takeBackEvery`-th reactor takes theirs back. */
export function stormPlan(cookies: string[], takeBackEvery: number): Reaction[] {
  return cookies.map((cookie, i) => ({
    cookie,
    emoji: QUICK_REACTIONS[i % QUICK_REACTIONS.length] as string,
    takesBack: takeBackEvery > 0 && i % takeBackEvery === takeBackEvery - 1,
  }));
}

/** The deltas one storm makes: one per reaction added and one per reaction taken back. */
export const deltasOf = (plan: Reaction[]) => plan.length + plan.filter((r) => r.takesBack).length;

export interface StormCalls {
  calls: number;
  failed: number;
  /** The first failure's status and body, to say why. */
  firstFailure: string | undefined;
  /** performance.now() of the first call and of the last answer. */
  startedAt: number;
  lastAnswerAt: number;
}

/** `PUT` (react) or `DELETE` (take back) `/api/messages/{id}/reactions/{emoji}`, as the web app calls it. */
async function call(port: number, method: 'PUT' | 'DELETE', messageId: string, r: Reaction) {
  const url = `http://127.0.0.1:${port}/api/messages/${messageId}/reactions/${encodeURIComponent(r.emoji)}`;
  const res = await fetch(url, { method, headers: { origin: BENCH_ORIGIN, cookie: r.cookie } });
  const body = await res.text();
  return res.status === 200 ? undefined : `${method} ${res.status} ${body}`;
}

/**
 * Every reactor calls at once; a reactor who takes theirs back does so as soon as their own
 * reaction is answered. Resolves when every call is answered.
 */
export async function storm(port: number, messageId: string, plan: Reaction[]): Promise<StormCalls> {
  let failed = 0;
  let firstFailure: string | undefined;
  const note = (failure: string | undefined) => {
    if (!failure) return;
    failed += 1;
    firstFailure ??= failure;
  };
  const startedAt = performance.now();
  await Promise.all(
    plan.map(async (r) => {
      note(await call(port, 'PUT', messageId, r));
      if (r.takesBack) note(await call(port, 'DELETE', messageId, r));
    }),
  );
  const lastAnswerAt = performance.now();
  return { calls: deltasOf(plan), failed, firstFailure, startedAt, lastAnswerAt };
}
