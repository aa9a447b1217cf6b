import { Text } from '@mantine/core';
import type { TUserSearchResult } from '@nahbar/contracts';
import { MemberLine } from '@nahbar/ui';
import { HighlightedText } from './highlighted-text';
import { matchRanges } from './match-ranges';
import { splitByRanges } from './snippet';

function Marked({ text, query }: { text: string; query: string }) {
  return <HighlightedText parts={splitByRanges(text, matchRanges(text, query))} />;
}

/** A found member: avatar, display name and username with the match marked, and the bio's start. */
export function UserResult({ user, query }: { user: TUserSearchResult; query: string }) {
  return (
    <MemberLine
      user={user}
      avatarSize={36}
      size="md"
      align="flex-start"
      name={<Marked text={user.displayName} query={query} />}
      handle={<Marked text={user.username} query={query} />}
    >
      {user.bio && (
        <Text size="xs" c="dimmed" truncate>
          {user.bio}
        </Text>
      )}
    </MemberLine>
  );
}
