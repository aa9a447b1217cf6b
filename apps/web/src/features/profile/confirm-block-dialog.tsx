import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useT } from '../../i18n';

interface ConfirmBlockDialogProps {
  /** The member's display name; the dialog is open while it is set. */
  name: string | null;
  /** Whether the two are friends now: the dialog then says the friendship ends. */
  friends: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Block from the profile asks first (issue 32), saying what a block does, the end of a
 * friendship included. The block itself carries the profile page's fixed reason (accounts
 * spec §7), so there is no reason to type here; the button says 'Blocking...' while it runs.
 */
export function ConfirmBlockDialog({ name, friends, pending, onConfirm, onClose }: ConfirmBlockDialogProps) {
  const m = useT();
  // The name stays while the dialog fades out after `name` went back to null.
  const shown = useRef(name);
  if (name !== null) shown.current = name;
  const who = shown.current ?? '';
  return (
    <Modal opened={name !== null} onClose={onClose} title={m.safety.blockTitle(who)} centered>
      <Stack gap="sm">
        {friends && (
          <Text size="sm" fw={600}>
            {m.profile.blockEndsFriendship(who)}
          </Text>
        )}
        <Text size="sm">{m.safety.blockExplained}</Text>
        <Group justify="flex-end" gap="xs" mt="sm">
          {/* Not blocking is the safe choice, so it has the focus first. */}
          <Button variant="default" onClick={onClose} data-autofocus>
            {m.safety.cancel}
          </Button>
          <Button color="red" onClick={onConfirm} disabled={pending}>
            {pending ? m.profile.blocking : m.profile.block}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
