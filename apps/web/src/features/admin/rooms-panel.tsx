import { Button, Group, Modal, Paper, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { TAdminRoom } from '@nahbar/contracts';
import { useState } from 'react';
import { QueryState } from '../../components/query-state';
import { serverErrorText, useLocale, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../toasts';

/**
 * The Chat Rooms table (accounts spec §2): its count, Add Room with its form ('Creating...'
 * while pending, Cancel closes and clears), the columns (description, privacy and created hidden
 * on narrow screens), Delete per room after a confirmation, 'No chat rooms found'.
 */
export function RoomsPanel() {
  const m = useT();
  const t = m.adminPage;
  const rooms = trpc.admin.rooms.useQuery(undefined, { refetchInterval: 30_000 });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TAdminRoom | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-rooms">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="admin-rooms">
            {t.chatRooms}
          </Title>
          {rooms.data && (
            <Text size="sm" c="gray.4">
              {t.roomCount(rooms.data.length)}
            </Text>
          )}
        </Group>
        {!adding && <Button onClick={() => setAdding(true)}>{t.addRoom}</Button>}
      </Group>
      {adding && <CreateRoomForm onClose={() => setAdding(false)} />}
      <QueryState query={rooms} texts={{ loading: t.loading, loadFailed: t.fetchRoomsFailed }}>
        {(list) =>
          list.length === 0 ? (
            <Text size="sm">{t.noRooms}</Text>
          ) : (
            <RoomsTable rooms={list} onDelete={setDeleting} />
          )
        }
      </QueryState>
      <DeleteRoomDialog room={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function RoomsTable({ rooms, onDelete }: { rooms: TAdminRoom[]; onDelete: (room: TAdminRoom) => void }) {
  const m = useT();
  const t = m.adminPage;
  const { intlLocale } = useLocale();
  const date = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium' });
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.roomName}</Table.Th>
            <Table.Th visibleFrom="sm">{t.description}</Table.Th>
            <Table.Th visibleFrom="sm">{t.privacy}</Table.Th>
            <Table.Th visibleFrom="sm">{t.created}</Table.Th>
            <Table.Th>{t.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rooms.map((room) => (
            <Table.Tr key={room.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{room.name}</Table.Td>
              <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                {room.description || t.noDescription}
              </Table.Td>
              <Table.Td visibleFrom="sm">{room.isPrivate ? t.private : t.public}</Table.Td>
              <Table.Td visibleFrom="sm">
                {room.createdAt ? date.format(new Date(room.createdAt)) : t.unknown}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={t.deleteRoomNamed(room.name)}
                  onClick={() => onDelete(room)}
                >
                  {t.deleteRoom}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CreateRoomForm({ onClose }: { onClose: () => void }) {
  const m = useT();
  const t = m.adminPage;
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = trpc.admin.createRoom.useMutation({
    onSuccess: async () => {
      showSuccessToast(t.roomCreated);
      onClose();
      await utils.admin.invalidate();
    },
    onError: (error) => showFailureToast(t.createRoomFailed, serverErrorText(m, error)),
  });
  const missing = name.trim() === '';
  return (
    <Paper withBorder radius="md" p="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (!missing)
            create.mutate({ name: name.trim(), description: description.trim() || null, isPrivate: false });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t.roomName}
            required
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={submitted && missing ? m.chat.roomNameRequired : undefined}
            data-autofocus
          />
          <Textarea
            label={t.description}
            autosize
            minRows={1}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Group gap="sm">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t.creating : t.createRoom}
            </Button>
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function DeleteRoomDialog({ room, onClose }: { room: TAdminRoom | null; onClose: () => void }) {
  const m = useT();
  const t = m.adminPage;
  const utils = trpc.useUtils();
  const remove = trpc.admin.deleteRoom.useMutation({
    onSuccess: async () => {
      showSuccessToast(t.roomDeleted);
      onClose();
      await utils.admin.invalidate();
    },
    onError: (error) => showFailureToast(t.deleteRoomFailed, serverErrorText(m, error)),
  });
  return (
    <Modal
      opened={room !== null}
      onClose={onClose}
      title={room ? t.deleteRoomTitle(room.name) : ''}
      centered
      closeButtonProps={{ 'aria-label': m.common.close }}
    >
      <Stack gap="sm">
        <Text size="sm">{t.deleteRoomHint}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t.cancel}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => room && remove.mutate({ roomId: room.id })}
          >
            {t.deleteRoom}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
