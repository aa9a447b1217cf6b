import { useEffect } from 'react';
import { onDemand } from '../../../components/on-demand';
import { useT } from '../../../i18n';
import { afterFirstScreen } from '../../../lib/after-first-screen';
import { useChat } from '../provider/chat-context';

/**
 * The title and icon work, fetched once the chat's first screen is up (with the later texts and
 * styles every lazy part brings): the first load does without.
 */
const marks = onDemand(() => import('./tab-marks'));

/** Keeps the browser tab's title and icon on the unread counts while the chat screen is open. */
export function useTabMarks(): void {
  const m = useT();
  const { unread, notificationLevels, activeRoom } = useChat();
  const activeRoomId = activeRoom?.id ?? null;
  useEffect(() => {
    let current = true;
    const cancel = afterFirstScreen(() =>
      marks.load().then(
        (tab) => {
          if (current) tab.markTab(m, unread, notificationLevels.levelOf, activeRoomId);
        },
        // Not fetched (offline, say): the next change of the counts tries again.
        () => undefined,
      ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [m, unread, notificationLevels, activeRoomId]);
  useEffect(() => () => marks.current()?.unmarkTab(), []);
}
