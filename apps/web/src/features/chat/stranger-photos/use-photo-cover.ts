import { useMemo, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { useChat } from '../provider/chat-context';
import { coversPhoto } from './cover-rule';

/**
 * Photos the member chose to see, for as long as the page lives: a row the list unmounts while
 * scrolling shows its photo again when it comes back, rather than blurred anew.
 */
const revealedPhotos = new Set<string>();

/** Whether another member's photo in a private chat shows blurred (cover-rule.ts), and how to show it. */
export function usePhotoCover(photoUrl: string, senderId: string) {
  const { activeRoom, user } = useChat();
  const [revealed, setRevealed] = useState(() => revealedPhotos.has(photoUrl));
  const friends = trpc.friends.list.useQuery(undefined, { enabled: !revealed });
  const privacy = trpc.privacy.get.useQuery(undefined, { enabled: !revealed });
  const friendIds = useMemo(
    () => (friends.data ? new Set(friends.data.map((entry) => entry.friend.id)) : null),
    [friends.data],
  );
  const covered = coversPhoto({
    isDirect: activeRoom?.isDirect ?? false,
    senderId,
    selfId: user.id,
    friendIds,
    blurSetting: privacy.data?.blurStrangerPhotos ?? null,
    revealed,
  });
  const reveal = () => {
    revealedPhotos.add(photoUrl);
    setRevealed(true);
  };
  return { covered, reveal };
}
