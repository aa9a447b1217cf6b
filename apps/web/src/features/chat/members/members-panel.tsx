import { Box, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import type { TPublicUser } from '@nahbar/contracts';
import { memo, useMemo, useState } from 'react';
import { useT } from '../../../i18n';
import { useMemberDistances } from '../../places/use-member-distances';
import { usePresence } from '../../presence/use-presence';
import { useChat } from '../provider/chat-context';

const MEMBER_SCROLL = { flex: 1, minHeight: 0, overflowY: 'auto', scrollbarWidth: 'thin' } as const;

import { useFeedState } from '../feed/use-room-feed';
import { MemberRow } from './member-row';
import { MemberSearch } from './member-search';
import { memberSections, showMemberSearch } from './members-panel-rules';
import { useUserActions } from './user-actions';

const NOBODY: ReadonlySet<string> = new Set();

/**
 * 'Online in Room' (chat spec §2): counts, a search box once more than 3 are online, then the
 * Online and Offline sections; each member opens the user menu. Online means anywhere in the app
 * (one presence, features/presence/use-presence.ts); those in this very room are marked apart.
 * While one's own connection is down nobody's status is known: one list, no counts, neutral dots.
 */
export const MembersPanel = memo(function MembersPanel({ onClose }: { onClose?: () => void }) {
  const m = useT();
  const { members, feed, user } = useChat();
  const state = useFeedState(feed);
  const { hiddenUserIds = NOBODY } = useUserActions();
  const [query, setQuery] = useState('');
  const inRoom = state?.onlineUserIds ?? NOBODY;
  const memberIds = useMemo(() => members.map((member) => member.id), [members]);
  const presence = usePresence(memberIds);
  const online = useMemo(
    () => new Set(memberIds.filter((id) => presence.markOf(id) === 'online')),
    [memberIds, presence],
  );

  const onlineCount = members.filter(
    (member) => online.has(member.id) && !hiddenUserIds.has(member.id),
  ).length;
  const searchable = showMemberSearch(onlineCount);
  const sections = memberSections(members, online, {
    query: searchable ? query : '',
    hiddenIds: hiddenUserIds,
    selfId: user.id,
  });
  const others = useMemo(
    () => members.filter((member) => member.id !== user.id).map((member) => member.id),
    [members, user.id],
  );
  const distances = useMemberDistances(others);

  const section = (title: string, list: TPublicUser[]) =>
    list.length > 0 && (
      <Box component="section" aria-label={title} mb="sm">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" mb={4}>
          {m.members.section(title, list.length)}
        </Text>
        {list.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            mark={presence.markOf(member.id)}
            inRoom={presence.known && inRoom.has(member.id)}
            isSelf={member.id === user.id}
            distance={distances.get(member.id)}
            onDone={onClose}
          />
        ))}
      </Box>
    );

  return (
    <Stack gap={0} h="100%" miw={0} aria-label={m.chat.onlineInRoom} component="aside">
      <Box p="md" pb="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5">
            {m.chat.onlineInRoom}
          </Title>
          {onClose && <CloseButton aria-label={m.members.closePanel} onClick={onClose} />}
        </Group>
        <Text size="xs" c="dimmed" mt={2}>
          {presence.known ? m.chat.onlineCount(onlineCount, sections.visibleCount) : m.members.statusUnknown}
        </Text>
        {searchable && <MemberSearch label={m.members.search} value={query} onChange={setQuery} />}
      </Box>
      {/* The browser's own scrolling: Mantine's ScrollArea would be 15 kB of the first download. */}
      <Box style={MEMBER_SCROLL} px="xs">
        {presence.known ? (
          <>
            {section(m.members.online, sections.online)}
            {section(m.members.offline, sections.offline)}
          </>
        ) : (
          section(m.members.everyone, sections.offline)
        )}
      </Box>
    </Stack>
  );
});
