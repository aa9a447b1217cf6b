import { useEffect } from 'react';
import { onDemand } from '../../../components/on-demand';
import { useT } from '../../../i18n';
import { useChat } from '../state/chat-context';

/** The title and icon work, fetched once the chat screen is up: the first load does without. */
const marks = onDemand(() => import('./tab-marks'));

/** Keeps the browser tab's title and icon on the unread counts while the chat screen is open. */
export function useTabMarks(): void {
  const m = useT();
  const { unread, notificationLevels, activeRoom } = useChat();
  const activeRoomId = activeRoom?.id ?? null;
  useEffect(() => {
    let current = true;
    marks.load().then(
      (tab) => {
        if (current) tab.markTab(m, unread, notificationLevels.levelOf, activeRoomId);
      },
      // Not fetched (offline, say): the next change of the counts tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [m, unread, notificationLevels, activeRoomId]);
  useEffect(() => () => marks.current()?.unmarkTab(), []);
}
