import { trpcClient } from '../../../app/app-clients';

/** Typing is a hint: a lost signal is forgotten, never retried (the indicator expires anyway). */
export function signalTyping(roomId: string, isTyping: boolean): void {
  trpcClient.live.typing.mutate({ roomId, isTyping }).catch(() => {});
}
