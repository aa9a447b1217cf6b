import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { ROOM_DESCRIPTION_MAX_LENGTH, ROOM_NAME_MAX_LENGTH, type TRoom } from '@nahbar/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showToast } from '../../../toasts';
import { createRoomFailureText, createRoomSuccessText } from './room-feedback';

interface CreateRoomDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (room: TRoom) => void;
}

/** Create Room (chat spec §2, §5, §8): a name, an optional description, private or not. */
export function CreateRoomDialog({ opened, onClose, onCreated }: CreateRoomDialogProps) {
  const m = useT();
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [isPrivate, setIsPrivate] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const create = trpc.rooms.create.useMutation();

  const close = () => {
    setName('');
    setDescription('');
    setIsPrivate(false);
    setNameError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(m.chat.roomNameRequired);
      return;
    }
    create.mutate(
      { name: trimmed, description: description.trim() || null, isPrivate },
      {
        onSuccess: async (room) => {
          showToast({
            title: m.chat.roomCreated,
            message: createRoomSuccessText(m, room.name, room.isPrivate),
            tone: 'success',
          });
          close();
          onCreated(room);
          await utils.chatData.get.invalidate();
        },
        onError: (error) =>
          showToast({
            title: m.chat.createRoomFailed,
            message: createRoomFailureText(m, error, trimmed),
            tone: 'danger',
          }),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={m.sidebar.createRoom} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={m.sidebar.roomName}
            required
            data-autofocus
            value={name}
            maxLength={ROOM_NAME_MAX_LENGTH}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
          />
          <Textarea
            label={m.sidebar.description}
            description={m.sidebar.optional}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={ROOM_DESCRIPTION_MAX_LENGTH}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Checkbox
            label={m.sidebar.privateRoom}
            description={m.sidebar.privateRoomHint}
            checked={isPrivate}
            onChange={(event) => setIsPrivate(event.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={close}>
              {m.sidebar.cancel}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {m.sidebar.createRoom}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
