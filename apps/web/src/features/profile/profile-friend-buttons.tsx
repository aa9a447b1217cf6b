import { Button } from '@mantine/core';
import { IconCheck, IconUserMinus, IconUserPlus, IconUserX, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n';
import type { Relation } from '../friends/friend-rules';
import { RemoveFriendDialog } from '../friends/remove-friend-dialog';
import { type FriendTarget, useFriendActions } from '../friends/use-friend-actions';
import { friendOfferOf } from './profile-view';

const ICON = { size: 18, stroke: 1.75 } as const;

interface ProfileFriendButtonsProps {
  member: FriendTarget;
  /** How the viewer relates to the member now (the friend lists, kept current live). */
  relation: Relation;
}

/**
 * The friendship's next step on another member's profile (issue 32, accounts spec §4): Add
 * friend; Cancel request; Accept and Decline; Remove friend after confirmation. The same calls
 * and toasts as the friends page; every change refreshes the lists on both sides, so the
 * buttons follow what either member does.
 */
export function ProfileFriendButtons({ member, relation }: ProfileFriendButtonsProps) {
  const m = useT();
  const actions = useFriendActions('page');
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const { requestId } = relation;

  switch (friendOfferOf(relation.status)) {
    case 'add':
      return (
        <Button
          variant="light"
          leftSection={<IconUserPlus {...ICON} />}
          loading={actions.pending}
          onClick={() => actions.send(member)}
        >
          {m.friends.addFriend}
        </Button>
      );
    case 'cancel':
      return (
        <Button
          variant="default"
          leftSection={<IconUserX {...ICON} />}
          loading={actions.pending}
          onClick={() => requestId && actions.cancel(requestId)}
        >
          {m.profile.cancelRequest}
        </Button>
      );
    case 'answer':
      return (
        <>
          <Button
            color="teal"
            leftSection={<IconCheck {...ICON} />}
            disabled={actions.pending}
            onClick={() => requestId && actions.respond(requestId, 'accept')}
          >
            {m.friends.accept}
          </Button>
          <Button
            variant="default"
            leftSection={<IconX {...ICON} />}
            disabled={actions.pending}
            onClick={() => requestId && actions.respond(requestId, 'decline')}
          >
            {m.friends.decline}
          </Button>
        </>
      );
    case 'remove':
      return (
        <>
          <Button
            variant="default"
            leftSection={<IconUserMinus {...ICON} />}
            loading={actions.pending}
            onClick={() => setConfirmingRemoval(true)}
          >
            {m.friends.removeFriend}
          </Button>
          <RemoveFriendDialog
            name={confirmingRemoval ? member.displayName : null}
            pending={actions.pending}
            onClose={() => setConfirmingRemoval(false)}
            onConfirm={() => actions.remove(member, () => setConfirmingRemoval(false))}
          />
        </>
      );
  }
}
