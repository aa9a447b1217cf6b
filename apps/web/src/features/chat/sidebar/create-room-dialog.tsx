import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { ROOM_DESCRIPTION_MAX_LENGTH, ROOM_NAME_MAX_LENGTH, TEXT, type TRoom } from '@nahbar/contracts';
import { type FormEvent, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { createRoomFailureText, createRoomSuccessText } from '../rules/room-feedback';
import { showToast } from '../state/chat-toasts';

interface CreateRoomDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (room: TRoom) => void;
}

/** Create Room (chat spec §2, §5, §8): a name, an optional description, private or not. */
export function CreateRoomDialog({ opened, onClose, onCreated }: CreateRoomDialogProps) {
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
      setNameError(TEXT.chat.roomNameRequired);
      return;
    }
    create.mutate(
      { name: trimmed, description: description.trim() || null, isPrivate },
      {
        onSuccess: async (room) => {
          showToast({
            title: TEXT.chat.roomCreated,
            message: createRoomSuccessText(room.name, room.isPrivate),
            tone: 'success',
          });
          close();
          onCreated(room);
          await utils.chatData.get.invalidate();
        },
        onError: (error) =>
          showToast({
            title: TEXT.chat.createRoomFailed,
            message: createRoomFailureText(error.message, trimmed),
            tone: 'danger',
          }),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Create Room" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Room name"
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
            label="Description"
            description="Optional"
            autosize
            minRows={2}
            maxRows={5}
            maxLength={ROOM_DESCRIPTION_MAX_LENGTH}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Checkbox
            label="Private room"
            description="Only invited members can join"
            checked={isPrivate}
            onChange={(event) => setIsPrivate(event.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create Room
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
