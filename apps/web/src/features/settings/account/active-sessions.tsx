import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TActiveSession } from '@nahbar/contracts';
import { formatRelativeTime } from '@nahbar/ui';
import { useMemo } from 'react';
import { QueryState } from '../../../components/query-state';
import { serverErrorText, useLocale, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../../toasts';
import { SETTINGS_TOAST } from '../settings-toast';

/**
 * The member's signed-in devices (ours): browser and system, when signed in and last used,
 * one's own marked; any other device can be signed out, or all others at once.
 */
export function ActiveSessions() {
  const m = useT();
  const query = trpc.account.sessions.useQuery();
  const utils = trpc.useUtils();
  const endOthers = trpc.account.endOtherSessions.useMutation({
    onSuccess: async ({ ended }) => {
      showSuccessToast(m.sessions.signedOutOthers(ended), undefined, SETTINGS_TOAST);
      await utils.account.sessions.invalidate();
    },
    onError: (error) => showFailureToast(m.sessions.signOutFailed, serverErrorText(m, error), SETTINGS_TOAST),
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="active-sessions-title" maw={640}>
      <Title order={3} size="h4" id="active-sessions-title">
        {m.sessions.title}
      </Title>
      <Text size="sm" c="dimmed">
        {m.sessions.intro}
      </Text>
      <QueryState query={query} texts={m.sessions}>
        {(sessions) => {
          const others = sessions.filter((session) => !session.current).length;
          return (
            <>
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {sessions.map((session) => (
                  <SessionRow key={session.handle} session={session} />
                ))}
              </Stack>
              {others === 0 ? (
                <Text size="sm" c="dimmed">
                  {m.sessions.noOtherDevices}
                </Text>
              ) : (
                <Button
                  variant="default"
                  style={{ alignSelf: 'flex-start' }}
                  loading={endOthers.isPending}
                  onClick={() => endOthers.mutate()}
                >
                  {m.sessions.signOutOthers}
                </Button>
              )}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function SessionRow({ session }: { session: TActiveSession }) {
  const m = useT();
  const { intlLocale } = useLocale();
  const utils = trpc.useUtils();
  const date = useMemo(() => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium' }), [intlLocale]);
  const end = trpc.account.endSession.useMutation({
    onSuccess: async () => {
      showSuccessToast(m.sessions.signedOut, undefined, SETTINGS_TOAST);
      await utils.account.sessions.invalidate();
    },
    onError: (error) => showFailureToast(m.sessions.signOutFailed, serverErrorText(m, error), SETTINGS_TOAST),
  });
  const device = m.sessions.device(
    session.browser ?? m.sessions.unknownBrowser,
    session.os ?? m.sessions.unknownSystem,
  );
  const lastUsed = formatRelativeTime(session.lastUsedAt, Date.now(), {
    locale: intlLocale,
    justNow: m.sessions.lastUsedJustNow,
  });

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      {/* On a phone the button goes under the device rather than squeezing it. */}
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{device}</Text>
            {session.current && (
              <Badge variant="light" color="teal" size="sm">
                {m.sessions.thisDevice}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {m.sessions.signedIn(date.format(new Date(session.signedInAt)))}
            {' · '}
            {m.sessions.lastUsed(lastUsed)}
          </Text>
        </Stack>
        {!session.current && (
          <Button
            size="xs"
            variant="default"
            style={{ flexShrink: 0 }}
            aria-label={m.sessions.signOutNamed(device)}
            loading={end.isPending}
            onClick={() => end.mutate({ handle: session.handle })}
          >
            {m.sessions.signOut}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
