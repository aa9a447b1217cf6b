import { Button, Group, Modal, Text } from '@mantine/core';
import { useRef } from 'react';
import { useT } from '../../i18n';

interface RemoveFriendDialogProps {
  /** The friend's display name; the dialog is open while it is set. */
  name: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Accounts spec §4 and chat spec §4: removing a friend asks for confirmation first. */
export function RemoveFriendDialog({ name, pending, onConfirm, onClose }: RemoveFriendDialogProps) {
  const m = useT();
  // The name stays while the dialog fades out after `name` went back to null.
  const shown = useRef(name);
  if (name !== null) shown.current = name;
  return (
    <Modal opened={name !== null} onClose={onClose} title={m.friends.removeTitle} centered>
      <Text size="sm">{m.friends.removeQuestion(shown.current ?? '')}</Text>
      <Group justify="flex-end" gap="xs" mt="lg">
        {/* Keeping the friend is the safe choice, so it has the focus first. */}
        <Button variant="default" onClick={onClose} data-autofocus>
          {m.friends.keep}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {m.friends.remove}
        </Button>
      </Group>
    </Modal>
  );
}
