import {
  ActionIcon,
  Group,
  Menu,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TAdminUser } from '@nahbar/contracts';
import { formatRelativeTime } from '@nahbar/ui';
import { IconDots, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../components/query-state';
import { useLocale, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { genderLabelOf } from '../profile/gender-label';
import { MemberDetail } from './member-detail';
import { MemberStatus } from './member-status';
import { ModerationDialog, type ModerationTarget } from './moderation-dialog';

const PAGE_SIZE = 20;

/** Members, searched and paged, each with their real status and the moderation actions. */
export function MembersPanel() {
  const m = useT();
  const t = m.adminPage;
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<TAdminUser | null>(null);
  const [acting, setActing] = useState<ModerationTarget | null>(null);
  const users = trpc.admin.users.useQuery(
    { query, page, pageSize: PAGE_SIZE },
    { refetchInterval: 30_000, placeholderData: (previous) => previous },
  );
  return (
    <Stack gap="sm">
      <TextInput
        label={t.searchMembers}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      <QueryState query={users} texts={{ loading: t.loading, loadFailed: t.fetchUsersFailed }}>
        {(result) =>
          result.users.length === 0 ? (
            <Text size="sm">{t.noMembers}</Text>
          ) : (
            <>
              <Table.ScrollContainer minWidth={0}>
                <Table verticalSpacing="xs" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t.username}</Table.Th>
                      <Table.Th visibleFrom="sm">{t.displayName}</Table.Th>
                      <Table.Th visibleFrom="md">{t.gender}</Table.Th>
                      <Table.Th visibleFrom="md">{t.location}</Table.Th>
                      <Table.Th visibleFrom="sm">{t.lastSeen}</Table.Th>
                      <Table.Th>{t.status}</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>{t.actions}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.users.map((user) => (
                      <MemberRow key={user.id} user={user} onView={setViewing} onAct={setActing} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {result.total > PAGE_SIZE && (
                <Group justify="space-between" gap="sm">
                  <Text size="xs" c="gray.4">
                    {t.pageOf(page, Math.ceil(result.total / PAGE_SIZE))}
                  </Text>
                  <Pagination
                    total={Math.ceil(result.total / PAGE_SIZE)}
                    value={page}
                    onChange={setPage}
                    size="sm"
                    getControlProps={(control) => ({
                      'aria-label': control === 'next' ? t.nextPage : t.previousPage,
                    })}
                  />
                </Group>
              )}
            </>
          )
        }
      </QueryState>
      <MemberDetail user={viewing} onClose={() => setViewing(null)} onAct={setActing} />
      <ModerationDialog target={acting} onClose={() => setActing(null)} />
    </Stack>
  );
}

function MemberRow({
  user,
  onView,
  onAct,
}: {
  user: TAdminUser;
  onView: (user: TAdminUser) => void;
  onAct: (target: ModerationTarget) => void;
}) {
  const m = useT();
  const t = m.adminPage;
  const { intlLocale } = useLocale();
  const seen = user.isOnline
    ? t.onlineStatus
    : user.lastSeen
      ? formatRelativeTime(user.lastSeen, Date.now(), { locale: intlLocale, justNow: m.common.justNow })
      : t.never;
  const act = (kind: ModerationTarget['kind']) => onAct({ kind, userId: user.id, name: user.username });
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.username}</Table.Td>
      <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
        {user.displayName}
      </Table.Td>
      <Table.Td visibleFrom="md">{user.gender ? genderLabelOf(m, user.gender) : t.notAvailable}</Table.Td>
      <Table.Td visibleFrom="md">{user.location ?? t.notAvailable}</Table.Td>
      <Table.Td visibleFrom="sm">{seen}</Table.Td>
      <Table.Td>
        <MemberStatus user={user} />
      </Table.Td>
      <Table.Td>
        <Menu position="bottom-end" withinPortal shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t.actionsFor(user.username)}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onView(user)}>{t.view}</Menu.Item>
            {user.role !== 'admin' && (
              <>
                <Menu.Item onClick={() => act('warn')}>{t.warn}</Menu.Item>
                <Menu.Item onClick={() => act(user.status === 'muted' ? 'unmute' : 'mute')}>
                  {user.status === 'muted' ? t.unmute : t.mute}
                </Menu.Item>
                <Menu.Item color="red" onClick={() => act(user.status === 'banned' ? 'unban' : 'ban')}>
                  {user.status === 'banned' ? t.unban : t.ban}
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}
