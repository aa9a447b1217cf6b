import type { AppRouter } from '@nahbar/api';
import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { EARLY_ANSWERS_GLOBAL, type EarlyAnswers } from '../early/early-answers';

/**
 * Serves a query from the early script's answers when it has one (src/early), else passes it
 * on. A sign-in, sign-up or sign-out drops the answers not yet taken: they belong to the session
 * that asked. Other changes need not: the app asks its start queries within moments, and what a
 * change of the member's own outdates, the app asks again once the change is made (the early
 * answer is taken by then, and each is handed out once).
 */
export function earlyAnswerLink(
  answers: () => EarlyAnswers | undefined = () =>
    (window as Window & { [EARLY_ANSWERS_GLOBAL]?: EarlyAnswers })[EARLY_ANSWERS_GLOBAL],
): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) => {
      if (op.type === 'mutation' && op.path.startsWith('auth.')) answers()?.forget();
      const early = op.type === 'query' ? answers()?.take(op.path, op.input) : null;
      if (!early) return next(op);
      return observable((observer) => {
        let passedOn: { unsubscribe: () => void } | null = null;
        let ended = false;
        void early.then((answer) => {
          if (ended) return;
          if (!answer) {
            passedOn = next(op).subscribe(observer);
            return;
          }
          observer.next({ result: { type: 'data', data: answer.data } });
          observer.complete();
        });
        return () => {
          ended = true;
          passedOn?.unsubscribe();
        };
      });
    };
}
