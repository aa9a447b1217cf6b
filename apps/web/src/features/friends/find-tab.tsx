import { Badge, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { SEARCH_MIN_LENGTH, type TFriendshipStatus, type TUserSearchResult } from '@nahbar/contracts';
import { USER_TEXT_CLASS } from '@nahbar/ui';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { useSearchQuery } from '../search/use-search-query';
import { statusBadge } from './friend-rules';
import { ListEmpty, ListError } from './list-states';
import { PersonList, PersonRow } from './person-list';
import { useFriendActions } from './use-friend-actions';

const BADGE_COLOR: Record<TFriendshipStatus, string> = {
  friends: 'teal',
  pending_sent: 'blue',
  pending_received: 'orange',
  none: 'gray',
};

/**
 * The Find tab (accounts spec §2): members by name, each with a badge of how the two relate or
 * 'Add Friend' for a stranger. The query goes out after a pause in typing and only once it is
 * long enough (the search rules of chat spec §5, which `friends.find` shares with search).
 */
export function FindTab() {
  const m = useT();
  const [typed, setTyped] = useState('');
  const { query, waiting } = useSearchQuery(typed);
  const results = useFindResults(query);

  return (
    <Stack gap="sm">
      <TextInput
        label={m.friends.findLabel}
        placeholder={m.friends.findPlaceholder}
        leftSection={<IconSearch size={16} />}
        rightSection={
          waiting || results.isFetching ? (
            <Loader size="xs" role="status" aria-label={m.friends.searching} />
          ) : null
        }
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      {query === null ? (
        <ListEmpty text={m.friends.findHint(SEARCH_MIN_LENGTH)} />
      ) : results.isError ? (
        <ListError text={m.fetching.searchUsers} onRetry={() => void results.refetch()} />
      ) : results.data === undefined ? null : results.data.length === 0 ? (
        <ListEmpty text={m.friends.noResults} />
      ) : (
        <PersonList label={m.friends.tabFind}>
          {results.data.map((user) => (
            <FoundRow key={user.id} user={user} />
          ))}
        </PersonList>
      )}
    </Stack>
  );
}

function useFindResults(query: string | null) {
  return trpc.friends.find.useQuery(
    { q: query ?? '' },
    // The last results stay while the next query runs, so the list does not flash empty.
    { enabled: query !== null, placeholderData: keepPreviousData },
  );
}

function FoundRow({ user }: { user: TUserSearchResult & { friendshipStatus: TFriendshipStatus } }) {
  const m = useT();
  const { send, pending } = useFriendActions('page');
  const badge = statusBadge(m, user.friendshipStatus);
  return (
    <PersonRow
      user={user}
      details={
        user.bio && (
          <Text size="xs" c="dimmed" lineClamp={1} className={USER_TEXT_CLASS}>
            {user.bio}
          </Text>
        )
      }
      actions={
        badge ? (
          <Badge color={BADGE_COLOR[user.friendshipStatus]} variant="light">
            {badge}
          </Badge>
        ) : (
          <Button
            size="xs"
            leftSection={<IconUserPlus size={16} />}
            aria-label={m.friends.addFriendNamed(user.displayName)}
            loading={pending}
            onClick={() => send(user)}
          >
            {m.friends.addFriend}
          </Button>
        )
      }
    />
  );
}
