import { Text } from '@mantine/core';
import type { TUserSearchResult } from '@nahbar/contracts';
import { UserAvatar } from '@nahbar/ui';
import { HighlightedText } from './highlighted-text';
import { matchRanges } from './match-ranges';
import { splitByRanges } from './snippet';

function Marked({ text, query }: { text: string; query: string }) {
  return <HighlightedText parts={splitByRanges(text, matchRanges(text, query))} />;
}

/** A found member: display name and username with the match marked, and the bio's start. */
export function UserResult({ user, query }: { user: TUserSearchResult; query: string }) {
  return (
    <>
      <Text fw={600} truncate>
        <Marked text={user.displayName} query={query} />
      </Text>
      <Text size="sm" c="dimmed" truncate>
        @<Marked text={user.username} query={query} />
      </Text>
      {user.bio && (
        <Text size="xs" c="dimmed" truncate>
          {user.bio}
        </Text>
      )}
    </>
  );
}

export function UserResultAvatar({ user, size = 36 }: { user: TUserSearchResult; size?: number }) {
  return (
    <UserAvatar
      name={user.displayName}
      gender={user.gender}
      photoUrl={user.primaryPhoto?.photoUrl}
      size={size}
    />
  );
}
