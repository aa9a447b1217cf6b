import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useLocale, useT } from '../../i18n';
import { MessageResult, MessageResultAvatar } from './message-result';
import { ResultOption } from './result-option';
import { RoomResult, RoomResultIcon } from './room-result';
import { tabLabel } from './search-labels';
import { countLabel, countWords, type SearchEntry, type SearchView } from './search-view';
import type { SearchActions } from './use-search-actions';
import { UserOption } from './user-option';

interface SearchResultListProps {
  view: SearchView;
  query: string;
  /** Group headings with counts are for the All tab only. */
  grouped: boolean;
  listboxId: string;
  optionId: (entry: SearchEntry) => string;
  selected: number;
  onSelect: (index: number) => void;
  onActivate: (entry: SearchEntry) => void;
  userMenu: string | null;
  onUserMenu: (userId: string | null) => void;
  actions: SearchActions;
}

/** The dialog's result area: a hint or the result list box (chat-core §2). */
export function SearchResultList(props: SearchResultListProps) {
  const { view, query, grouped, listboxId, optionId, selected, onSelect, onActivate } = props;
  const m = useT();
  const { locale, intlLocale } = useLocale();
  if (view.kind === 'notice') {
    return (
      <Text c="dimmed" ta="center" py="xl" px="md" role="status" style={{ overflowWrap: 'anywhere' }}>
        {view.text}
      </Text>
    );
  }

  let index = -1;
  const row = (entry: SearchEntry) => {
    index += 1;
    const at = index;
    const common = { optionId: optionId(entry), selected: at === selected, onSelect: () => onSelect(at) };
    if (entry.kind === 'users') {
      return (
        <UserOption
          key={common.optionId}
          {...common}
          user={entry.item}
          query={query}
          menuOpen={props.userMenu === entry.item.id}
          onMenuChange={(open) => props.onUserMenu(open ? entry.item.id : null)}
          actions={props.actions}
        />
      );
    }
    const leading =
      entry.kind === 'messages' ? (
        <MessageResultAvatar message={entry.item} />
      ) : (
        <RoomResultIcon room={entry.item} />
      );
    return (
      <ResultOption
        key={common.optionId}
        id={common.optionId}
        selected={common.selected}
        onSelect={common.onSelect}
        onClick={() => onActivate(entry)}
        leading={leading}
      >
        {entry.kind === 'messages' ? (
          <MessageResult message={entry.item} query={query} />
        ) : (
          <RoomResult room={entry.item} query={query} />
        )}
      </ResultOption>
    );
  };

  return (
    <Stack id={listboxId} role="listbox" aria-label={m.search.results} gap={grouped ? 'md' : 2} py="xs">
      {view.groups.map((group) => {
        const rows = group.entries.map(row);
        if (!grouped) return <Fragment key={group.kind}>{rows}</Fragment>;
        const heading = tabLabel(m, group.kind);
        // The group is named with its count in words; the badge's bare figure is for the eye.
        const name =
          group.notice === null
            ? `${heading}, ${countWords(group.count, { m, locale, intlLocale })}`
            : heading;
        return (
          <Box key={group.kind} role="group" aria-label={name}>
            <Group gap="xs" px="sm" pb={4} aria-hidden>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                {heading}
              </Text>
              {group.notice === null && (
                <Badge size="sm" variant="light" color="gray">
                  {countLabel(group.count, intlLocale)}
                </Badge>
              )}
            </Group>
            {group.notice !== null && (
              <Text size="sm" c="red.4" px="sm" role="alert">
                {group.notice}
              </Text>
            )}
            <Stack gap={2}>{rows}</Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
