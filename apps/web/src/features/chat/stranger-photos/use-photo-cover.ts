import { useMemo, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { useChat } from '../provider/chat-context';
import { coversPhoto } from './cover-rule';

/**
 * Photos the member chose to see, for as long as the page lives: a row the list unmounts while
 * scrolling shows its photo again when it comes back, rather than blurred anew.
 */
const revealedPhotos = new Set<string>();

/**
 * Whether a photo message shows blurred (cover-rule.ts), and how the member uncovers it. Asks
 * for the friends list and the privacy settings only in a private chat, for the other's photos.
 */
export function usePhotoCover(photoUrl: string, senderId: string | undefined) {
  const { activeRoom, user } = useChat();
  const [revealed, setRevealed] = useState(() => revealedPhotos.has(photoUrl));
  const isDirect = activeRoom?.isDirect ?? false;
  const asks = isDirect && senderId !== undefined && senderId !== user.id && !revealed;
  const friends = trpc.friends.list.useQuery(undefined, { enabled: asks });
  const privacy = trpc.privacy.get.useQuery(undefined, { enabled: asks });
  const friendIds = useMemo(
    () => (friends.data ? new Set(friends.data.map((entry) => entry.friend.id)) : null),
    [friends.data],
  );
  const covered = coversPhoto({
    isDirect,
    senderId: senderId ?? user.id,
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
