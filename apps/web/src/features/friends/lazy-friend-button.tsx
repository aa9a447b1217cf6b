import type { TPublicUser } from '@nahbar/contracts';
import { useEffect, useState } from 'react';
import { onDemand } from '../../components/on-demand';

/**
 * The friend button comes after the first screen: the members panel shows names and presence at
 * once, the buttons beside them a moment later (the first load's size budget). Fetched with what
 * every lazy part needs; offline, the rows go without them until the next panel tries again.
 */
const friendButton = onDemand(() => import('./friend-button').then((module) => module.FriendButton));

export function LazyFriendButton({ member }: { member: TPublicUser }) {
  const [FriendButton, setFriendButton] = useState(friendButton.current);
  useEffect(() => {
    if (FriendButton) return;
    let current = true;
    friendButton.load().then(
      (loaded) => current && setFriendButton(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [FriendButton]);
  return FriendButton ? <FriendButton member={member} /> : null;
}
