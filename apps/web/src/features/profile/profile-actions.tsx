import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TPublicProfile } from '@nahbar/contracts';
import { IconBan, IconFlag, IconMessageCircle, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { ButtonLink } from '../../components/links';
import { useT } from '../../i18n';
import { useRelation } from '../friends/use-relations';
import { ReportDialog } from '../safety/report-dialog';
import { ConfirmBlockDialog } from './confirm-block-dialog';
import { ProfileFriendButtons } from './profile-friend-buttons';
import { offersMessage, profileActionsOf } from './profile-view';
import { type ProfileActionHandlers, useProfileActions } from './use-profile-actions';

const ICON = { size: 18, stroke: 1.75 } as const;

/** The profile's action row (accounts spec §2, issue 32): see `profileActionsOf` for which one shows. */
export function ProfileActions({ profile }: { profile: TPublicProfile }) {
  const m = useT();
  const actions = useProfileActions(profile);
  const kind = profileActionsOf(profile);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const member = { id: profile.user.id, displayName: profile.user.displayName };

  if (kind === 'self') {
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          {m.profile.selfNote}
        </Text>
        <ButtonLink to="/settings" variant="light" leftSection={<IconSettings {...ICON} />}>
          {m.profile.editInSettings}
        </ButtonLink>
      </Stack>
    );
  }

  return (
    <>
      {kind === 'blocked' ? (
        <Alert color="red" variant="light" icon={<IconBan {...ICON} />} role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{m.social.youBlockedThisUser}</Text>
            <Button size="xs" variant="default" onClick={actions.unblock} loading={actions.unblocking}>
              {m.profile.unblock}
            </Button>
          </Group>
        </Alert>
      ) : (
        <OtherMemberActions
          profile={profile}
          actions={actions}
          onReport={() => setReporting(true)}
          onBlock={() => setConfirmingBlock(true)}
        />
      )}
      {/* Outside the row: the dialogs stay while the row turns into the blocked notice. */}
      <ConfirmBlockDialog
        name={confirmingBlock ? member.displayName : null}
        friends={profile.friendshipStatus === 'friends'}
        pending={actions.blocking}
        onClose={() => setConfirmingBlock(false)}
        onConfirm={() => actions.block(() => setConfirmingBlock(false))}
      />
      <ReportDialog subject={reporting ? { user: member } : null} onClose={() => setReporting(false)} />
    </>
  );
}

interface OtherMemberActionsProps {
  profile: TPublicProfile;
  actions: ProfileActionHandlers;
  onReport: () => void;
  onBlock: () => void;
}

/** Send Message, the friendship's next step, Report and Block, for another, unblocked member. */
function OtherMemberActions({ profile, actions, onReport, onBlock }: OtherMemberActionsProps) {
  const m = useT();
  const member = { id: profile.user.id, displayName: profile.user.displayName };
  // From the friend lists rather than the profile: they carry the request to cancel or answer.
  const relation = useRelation(member.id);
  return (
    <Stack gap="xs">
      {relation?.status === 'pending_sent' && (
        <Text size="sm" c="dimmed">
          {m.profile.requestSentNote}
        </Text>
      )}
      {relation?.status === 'pending_received' && (
        <Text size="sm">{m.profile.requestReceivedNote(member.displayName)}</Text>
      )}
      <Group gap="sm">
        {offersMessage(profile) && (
          <Button
            leftSection={<IconMessageCircle {...ICON} />}
            onClick={actions.sendMessage}
            loading={actions.startingChat}
          >
            {m.members.sendMessage}
          </Button>
        )}
        {relation && <ProfileFriendButtons member={member} relation={relation} />}
        <Button variant="subtle" color="gray" leftSection={<IconFlag {...ICON} />} onClick={onReport}>
          {m.profile.report}
        </Button>
        <Button variant="outline" color="red" leftSection={<IconBan {...ICON} />} onClick={onBlock}>
          {m.profile.block}
        </Button>
      </Group>
    </Stack>
  );
}
