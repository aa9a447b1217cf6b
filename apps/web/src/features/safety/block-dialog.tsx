import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { BLOCK_REASON_UI_MAX_LENGTH } from '@nahbar/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { serverErrorText, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../toasts';
import type { UserActionTarget } from '../chat/members/user-actions';
import { invalidateRelations } from '../friends/invalidate-relations';
import { CountedTextarea } from './counted-textarea';
import { blockInput } from './report-rules';

interface BlockDialogProps {
  /** The member to block; the dialog is open while it is set. */
  target: UserActionTarget | null;
  onClose: () => void;
}

/**
 * Block User (chat spec §5, §8): what a block does, an optional reason counted to 200, then
 * '<name> has been blocked'. The member vanishes from the panel once the lists are asked again.
 */
export function BlockDialog({ target, onClose }: BlockDialogProps) {
  const m = useT();
  const utils = trpc.useUtils();
  const [reason, setReason] = useState('');
  const block = trpc.blocks.block.useMutation();
  // The name stays while the dialog fades out after `target` went back to null.
  const shown = useRef(target);
  if (target) shown.current = target;
  const name = shown.current?.displayName ?? '';

  const close = () => {
    setReason('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    block.mutate(blockInput(target.id, reason), {
      onSuccess: async () => {
        showSuccessToast(m.safety.blocked(target.displayName));
        close();
        await Promise.all([invalidateRelations(utils), utils.chatData.get.invalidate()]);
      },
      // chat spec §8: the server's reason under 'Failed to block user', or that alone.
      onError: (error) => showFailureToast(m.safety.blockFailed, serverErrorText(m, error)),
    });
  };

  return (
    <Modal opened={target !== null} onClose={close} title={m.safety.blockTitle(name)} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{m.safety.blockExplained}</Text>
          <CountedTextarea
            label={m.safety.blockReason}
            placeholder={m.safety.optional}
            minRows={2}
            max={BLOCK_REASON_UI_MAX_LENGTH}
            value={reason}
            onChange={setReason}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {m.safety.cancel}
            </Button>
            <Button type="submit" color="red" loading={block.isPending}>
              {m.safety.block}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
