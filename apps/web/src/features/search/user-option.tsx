import { Box, Loader, Menu, Text } from '@mantine/core';
import type { TUserSearchResult } from '@nahbar/contracts';
import { MemberLine } from '@nahbar/ui';
import { IconMessageCircle, IconUser } from '@tabler/icons-react';
import { useT } from '../../i18n';
import { ResultOption } from './result-option';
import type { SearchActions } from './use-search-actions';
import { UserResult } from './user-result';

interface UserOptionProps {
  user: TUserSearchResult;
  query: string;
  optionId: string;
  selected: boolean;
  onSelect: () => void;
  menuOpen: boolean;
  onMenuChange: (open: boolean) => void;
  actions: SearchActions;
}

/**
 * A found member opens a small card with the user menu's actions (chat-core §2): search only
 * finds other members, so both actions always apply.
 */
export function UserOption({
  user,
  query,
  optionId,
  selected,
  onSelect,
  menuOpen,
  onMenuChange,
  actions,
}: UserOptionProps) {
  const m = useT();
  const starting = actions.startingChatWith === user.id;
  return (
    <Menu
      opened={menuOpen}
      onChange={onMenuChange}
      position="bottom-end"
      width={260}
      shadow="md"
      withinPortal
    >
      {/* The menu marks its target as a popup button; a wrapper keeps the row a plain option. */}
      <Menu.Target>
        <Box>
          <ResultOption id={optionId} selected={selected} onSelect={onSelect} leading={null}>
            <UserResult user={user} query={query} />
          </ResultOption>
        </Box>
      </Menu.Target>
      <Menu.Dropdown aria-label={user.displayName}>
        <MemberLine user={user} avatarSize={44} size="md" p="xs" />
        {user.bio && (
          <Text size="sm" c="dimmed" px="xs" pb="xs" lineClamp={3}>
            {user.bio}
          </Text>
        )}
        <Menu.Divider />
        <Menu.Item
          leftSection={starting ? <Loader size={16} /> : <IconMessageCircle size={16} stroke={1.75} />}
          disabled={starting}
          closeMenuOnClick={false}
          onClick={() => actions.sendMessage(user.id)}
        >
          {m.search.sendMessage}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconUser size={16} stroke={1.75} />}
          onClick={() => actions.viewProfile(user.id)}
        >
          {m.search.viewProfile}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
