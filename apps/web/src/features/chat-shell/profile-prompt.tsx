import { CloseButton, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TSessionUser } from '@nahbar/contracts';
import { IconUserEdit } from '@tabler/icons-react';
import { memo, useId, useSyncExternalStore } from 'react';
import { ButtonLink } from '../../components/links';
import { useT } from '../../i18n';
import { profileLooksEmpty, promptDismissed, rememberDismissed } from './profile-prompt-rules';

// The sidebar can be on screen twice (beside the chat and in the phone's drawer): both follow a
// dismissal.
const listeners = new Set<() => void>();
/** Dismissals of this page, which hold even where storage is blocked. */
const dismissedHere = new Set<string>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A friendly nudge for a new member under their card: a photo and a few words make others more
 * likely to answer. Shown while the profile has neither; put away for good on this device.
 */
export const ProfilePrompt = memo(function ProfilePrompt({
  user,
  onNavigate,
}: {
  user: TSessionUser;
  onNavigate?: () => void;
}) {
  const m = useT();
  const titleId = useId();
  const dismissed = useSyncExternalStore(
    subscribe,
    () => dismissedHere.has(user.id) || promptDismissed(window.localStorage, user.id),
  );
  if (dismissed || !profileLooksEmpty(user)) return null;

  const dismiss = () => {
    dismissedHere.add(user.id);
    rememberDismissed(window.localStorage, user.id);
    for (const listener of listeners) listener();
  };

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p="sm"
      radius="md"
      bg="dark.7"
      data-testid="profile-prompt"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
          <IconUserEdit size={18} stroke={1.75} />
        </ThemeIcon>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Text id={titleId} size="sm" fw={600}>
            {m.shell.completeProfileTitle}
          </Text>
          <Text size="xs" c="dimmed">
            {m.shell.completeProfileText}
          </Text>
          <ButtonLink
            to="/settings"
            search={{ tab: 'profile' }}
            size="compact-sm"
            variant="light"
            onClick={onNavigate}
            style={{ alignSelf: 'flex-start' }}
          >
            {m.shell.completeProfileAction}
          </ButtonLink>
        </Stack>
        <CloseButton size="sm" aria-label={m.shell.dismissPrompt} onClick={dismiss} />
      </Group>
    </Paper>
  );
});
