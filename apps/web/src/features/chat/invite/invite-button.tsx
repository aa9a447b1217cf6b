import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LazyTooltip } from '@nahbar/ui';
import { IconUserPlus } from '@tabler/icons-react';
import { LazyDialog } from '../../../components/lazy-dialog';
import { useT } from '../../../i18n';

const loadInviteDialog = () => import('./invite-dialog').then((module) => module.InviteDialog);

/** The room header's 'Invite members' button with its dialog (a private room's creator only). */
export function InviteButton({ roomId, roomName }: { roomId: string; roomName: string }) {
  const m = useT();
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <LazyTooltip label={m.invite.inviteMembers} openDelay={700}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={m.invite.inviteMembers}
          aria-haspopup="dialog"
          onClick={dialog.open}
          style={{ flexShrink: 0 }}
        >
          <IconUserPlus size={20} stroke={1.75} />
        </ActionIcon>
      </LazyTooltip>
      <LazyDialog load={loadInviteDialog} opened={opened} onClose={dialog.close}>
        {(InviteDialog, shown) => (
          <InviteDialog opened={shown} onClose={dialog.close} roomId={roomId} roomName={roomName} />
        )}
      </LazyDialog>
    </>
  );
}
