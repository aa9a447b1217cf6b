import type { TMessage, TSessionUser } from '@nahbar/contracts';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { liveConnection } from '../../../app/app-clients';
import { serverErrorText, serverTextKey, useT } from '../../../i18n';
import { showToast } from '../../../toasts';
import { OfflineQueue } from './offline-queue';
import { Outbox, type OutboxSnapshot } from './outbox';
import { serverMessageOf } from './send-outcome';
import { sendTextMessage } from './send-text-message';

/**
 * One queue per user for the page's lifetime: a screen that remounts (a route change) must not
 * start a second copy that writes a stale list over the first one's.
 */
const queues = new Map<string, OfflineQueue>();
function queueFor(userId: string): OfflineQueue {
  let queue = queues.get(userId);
  if (!queue) {
    queue = new OfflineQueue(window.localStorage, userId);
    queues.set(userId, queue);
  }
  return queue;
}

/** The signed-in user's outbox, its queue kept in local storage across reloads. */
export function useOutbox(user: TSessionUser, onDelivered: (message: TMessage) => void): Outbox {
  const delivered = useRef(onDelivered);
  delivered.current = onDelivered;
  // The outbox outlives a change of language: its refusals are worded in the current one.
  const m = useT();
  const texts = useRef(m);
  texts.current = m;

  const outbox = useMemo(
    () =>
      new Outbox({
        queue: queueFor(user.id),
        live: liveConnection,
        send: sendTextMessage,
        createId: () => crypto.randomUUID(),
        now: Date.now,
        onDelivered: (message) => delivered.current(message),
        onRefused: (_item, error) => {
          const now = texts.current;
          const message = serverErrorText(now, error) ?? serverMessageOf(error) ?? now.live.failed;
          // Chat spec §4, §8: a closed private chat refuses new messages with its own notice.
          const closed = serverTextKey(error) === 'chat.chatUnavailableDetail';
          showToast({ title: closed ? now.chat.chatUnavailable : undefined, message, tone: 'danger' });
        },
      }),
    [user.id],
  );

  useEffect(() => {
    outbox.start();
    return () => outbox.stop();
  }, [outbox]);
  return outbox;
}

export function useOutboxSnapshot(outbox: Outbox): OutboxSnapshot {
  return useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.getSnapshot(),
  );
}
