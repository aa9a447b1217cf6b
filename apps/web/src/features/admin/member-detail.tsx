import { Button, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TAdminUser } from '@nahbar/contracts';
import type { ReactNode } from 'react';
import { TextLink } from '../../components/links';
import { useLocale, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { genderLabelOf } from '../profile/gender-label';
import { MemberStatus } from './member-status';
import type { ModerationTarget } from './moderation-dialog';

/** One member for a moderator: profile, reports by and about them, history, recent messages. */
export function MemberDetail({
  user,
  onClose,
  onAct,
}: {
  user: TAdminUser | null;
  onClose: () => void;
  onAct: (target: ModerationTarget) => void;
}) {
  const m = useT();
  const t = m.adminPage;
  const { intlLocale } = useLocale();
  const detail = trpc.admin.user.useQuery({ userId: user?.id ?? '' }, { enabled: user !== null });
  const when = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' });
  const act = (kind: ModerationTarget['kind']) => {
    if (!user) return;
    onAct({ kind, userId: user.id, name: user.username });
  };
  return (
    <Drawer
      opened={user !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={user ? t.memberDetail(user.username) : ''}
      closeButtonProps={{ 'aria-label': m.common.close }}
    >
      {detail.isPending || !detail.data ? (
        <Group role="status" gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t.loading}</Text>
        </Group>
      ) : (
        <Stack gap="md">
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={700}>{detail.data.user.displayName}</Text>
              <MemberStatus user={detail.data.user} />
            </Group>
            <Text size="sm">
              @{detail.data.user.username} · {t.age} {detail.data.user.age} ·{' '}
              {detail.data.user.gender ? genderLabelOf(m, detail.data.user.gender) : t.notAvailable} ·{' '}
              {detail.data.user.location ?? t.notAvailable}
            </Text>
            {detail.data.user.bio && <Text size="sm">{detail.data.user.bio}</Text>}
            {detail.data.user.banReason && (
              <Text size="sm">
                {t.banReason}: {detail.data.user.banReason}
              </Text>
            )}
          </Stack>
          {detail.data.user.role !== 'admin' && (
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => act('warn')}>
                {t.warn}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => act(user?.status === 'muted' ? 'unmute' : 'mute')}
              >
                {user?.status === 'muted' ? t.unmute : t.mute}
              </Button>
              <Button size="xs" color="red" onClick={() => act(user?.status === 'banned' ? 'unban' : 'ban')}>
                {user?.status === 'banned' ? t.unban : t.ban}
              </Button>
              <Button size="xs" variant="default" onClick={() => act('purge')}>
                {t.purge}
              </Button>
            </Group>
          )}
          <Section title={t.reportsAgainst} empty={detail.data.reportsAgainst.length === 0}>
            {detail.data.reportsAgainst.map((r) => (
              <Text key={r.id} size="sm">
                {when.format(new Date(r.reportedAt))} · {r.reason} · {r.status}
                {r.description ? ` · ${r.description}` : ''}
              </Text>
            ))}
          </Section>
          <Section title={t.reportsFiled} empty={detail.data.reportsFiled.length === 0}>
            {detail.data.reportsFiled.map((r) => (
              <Text key={r.id} size="sm">
                {when.format(new Date(r.reportedAt))} · {r.reason} · {r.status}
              </Text>
            ))}
          </Section>
          <Section title={t.history} empty={detail.data.history.length === 0}>
            {detail.data.history.map((entry) => (
              <Text key={entry.id} size="sm">
                {when.format(new Date(entry.createdAt))} · {entry.adminName ?? t.someone}:{' '}
                {t.action[entry.action] ?? entry.action}
                {entry.reason ? ` · ${entry.reason}` : ''}
              </Text>
            ))}
          </Section>
          <Section title={t.recentMessages} empty={detail.data.recentMessages.length === 0}>
            {detail.data.recentMessages.map((message) => (
              <Text key={message.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {when.format(new Date(message.createdAt))} ·{' '}
                <TextLink to="/chat/$roomId" params={{ roomId: message.roomId }} size="sm">
                  {message.roomName}
                </TextLink>
                : {message.content}
              </Text>
            ))}
          </Section>
        </Stack>
      )}
    </Drawer>
  );
}

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const m = useT();
  return (
    <Stack gap={4} component="section">
      <Title order={3} size="h6">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="gray.4">
          {m.adminPage.noneYet}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}
