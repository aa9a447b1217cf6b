import { Button, Stack, TextInput } from '@mantine/core';
import type { TFriend } from '@nahbar/contracts';
import { IconMessageCircle, IconSearch, IconUserMinus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../i18n';
import { filterFriends, showFriendSearch } from './friend-rules';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { PersonList, PersonRow } from './person-list';
import { RemoveFriendDialog } from './remove-friend-dialog';
import { type FriendTarget, useFriendActions } from './use-friend-actions';
import type { useFriendLists } from './use-relations';

type FriendsQuery = ReturnType<typeof useFriendLists>['friends'];

/**
 * The Friends tab (accounts spec §2): a search box once there are more than 3 friends, and per
 * friend a private chat or removal after confirmation.
 */
export function FriendsTab({ query }: { query: FriendsQuery }) {
  const m = useT();
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<FriendTarget | null>(null);
  const actions = useFriendActions('page');

  if (query.isPending) return <ListLoading />;
  if (query.isError)
    return <ListError text={m.friends.fetchFriendsFailed} onRetry={() => void query.refetch()} />;

  const friends = query.data;
  const searchable = showFriendSearch(friends.length);
  const shown = filterFriends(friends, searchable ? search : '');
  return (
    <Stack gap="sm">
      {searchable && (
        <TextInput
          aria-label={m.friends.searchFriends}
          placeholder={m.friends.searchFriends}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      {friends.length === 0 ? (
        <ListEmpty text={m.friends.noFriends} hint={m.friends.noFriendsHint} />
      ) : shown.length === 0 ? (
        <ListEmpty text={m.friends.noFriendMatches} />
      ) : (
        <PersonList label={m.friends.tabFriends}>
          {shown.map((entry) => (
            <FriendRow key={entry.id} entry={entry} onRemove={setRemoving} />
          ))}
        </PersonList>
      )}
      <RemoveFriendDialog
        name={removing?.displayName ?? null}
        pending={actions.pending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && actions.remove(removing, () => setRemoving(null))}
      />
    </Stack>
  );
}

function FriendRow({ entry, onRemove }: { entry: TFriend; onRemove: (friend: FriendTarget) => void }) {
  const m = useT();
  const navigate = useNavigate();
  const { startChat, pending } = useFriendActions('page');
  const { friend } = entry;
  return (
    <PersonRow
      user={friend}
      online={friend.isOnline}
      actions={
        <>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMessageCircle size={16} />}
            aria-label={m.friends.messageNamed(friend.displayName)}
            loading={pending}
            onClick={() =>
              startChat(friend, (roomId) => void navigate({ to: '/chat/$roomId', params: { roomId } }))
            }
          >
            {m.friends.message}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconUserMinus size={16} />}
            aria-label={m.friends.removeNamed(friend.displayName)}
            onClick={() => onRemove(friend)}
          >
            {m.friends.remove}
          </Button>
        </>
      }
    />
  );
}
