import { Box, Button, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_MIN_LENGTH } from '@nahbar/contracts';
import { MemberLine } from '@nahbar/ui';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { serverErrorText, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showToast } from '../../../toasts';
import { useChat } from '../provider/chat-context';
import { type InviteCandidate, inviteCandidates, searchesOthers } from './invite-rules';

const SEARCH_DEBOUNCE_MS = 300;
const NONE: never[] = [];

interface InviteDialogProps {
  opened: boolean;
  onClose: () => void;
  roomId: string;
  roomName: string;
}

/**
 * Invite to a private room (chat spec §2): the creator picks from their friends or finds other
 * members by name; who is already in the room is left out. Each invite adds the member at once.
 */
export function InviteDialog({ opened, onClose, roomId, roomName }: InviteDialogProps) {
  const m = useT();
  const { user } = useChat();
  const utils = trpc.useUtils();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const searchBox = useRef<HTMLInputElement>(null);

  const room = trpc.rooms.get.useQuery({ roomId }, { enabled: opened });
  const friends = trpc.friends.list.useQuery(undefined, { enabled: opened });
  const search = trpc.search.users.useQuery(
    { q: debounced },
    { enabled: opened && searchesOthers(debounced) },
  );
  const invite = trpc.rooms.invite.useMutation();

  const { friends: friendList, others } = inviteCandidates({
    friends: friends.data?.map((entry) => entry.friend) ?? NONE,
    found: searchesOthers(debounced) ? (search.data ?? NONE) : NONE,
    memberIds: room.data?.memberIds ?? NONE,
    selfId: user.id,
    query,
  });

  const close = () => {
    setQuery('');
    onClose();
  };

  const add = (candidate: InviteCandidate) =>
    invite.mutate(
      { roomId, userId: candidate.id },
      {
        onSuccess: async () => {
          // The toast is an alert: screen readers hear it without the live region.
          showToast({
            title: m.invite.invited,
            message: m.invite.invitedDetail(candidate.displayName, roomName),
            tone: 'success',
          });
          // The row leaves the list: focus stays in the dialog, on the search box.
          searchBox.current?.focus();
          await Promise.all([utils.rooms.get.invalidate({ roomId }), utils.chatData.get.invalidate()]);
        },
        onError: (error) =>
          showToast({
            title: m.invite.inviteFailed,
            message: serverErrorText(m, error) ?? m.invite.inviteFailedDetail,
            tone: 'danger',
          }),
      },
    );

  const row = (candidate: InviteCandidate) => (
    <Box component="li" key={candidate.id}>
      <MemberLine
        user={candidate}
        py={6}
        trailing={
          <Button
            size="xs"
            variant="light"
            style={{ flexShrink: 0 }}
            aria-label={m.invite.inviteNamed(candidate.displayName)}
            loading={invite.isPending && invite.variables?.userId === candidate.id}
            disabled={invite.isPending && invite.variables?.userId !== candidate.id}
            onClick={() => add(candidate)}
          >
            {m.invite.invite}
          </Button>
        }
      />
    </Box>
  );

  const friendsBody = friends.isPending ? (
    <Pending label={m.invite.loading} />
  ) : friendList.length === 0 ? (
    <Note>{query.trim() ? m.invite.noMatchingFriends : m.invite.noFriends}</Note>
  ) : (
    <List label={m.invite.friends}>{friendList.map(row)}</List>
  );

  const othersBody = !searchesOthers(query) ? (
    <Note>{m.invite.searchHint(SEARCH_MIN_LENGTH)}</Note>
  ) : search.isFetching || debounced !== query.trim() ? (
    <Pending label={m.invite.loading} />
  ) : others.length === 0 ? (
    <Note>{m.invite.noneFound}</Note>
  ) : (
    <List label={m.invite.otherMembers}>{others.map(row)}</List>
  );

  return (
    <Modal opened={opened} onClose={close} title={m.invite.title(roomName)} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {m.invite.intro}
        </Text>
        <TextInput
          ref={searchBox}
          type="search"
          label={m.invite.searchLabel}
          data-autofocus
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <Box component="section" aria-labelledby="invite-friends">
          <Title id="invite-friends" order={3} fz="sm" mb={4}>
            {m.invite.friends}
          </Title>
          {friendsBody}
        </Box>
        <Box component="section" aria-labelledby="invite-others">
          <Title id="invite-others" order={3} fz="sm" mb={4}>
            {m.invite.otherMembers}
          </Title>
          {othersBody}
        </Box>
      </Stack>
    </Modal>
  );
}

function List({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Box>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function Pending({ label }: { label: string }) {
  return (
    <Box role="status" py={4} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Box>
  );
}
