import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { TQueuedReport } from '@nahbar/contracts';
import { formatRelativeTime } from '@nahbar/ui';
import { useState } from 'react';
import { QueryState } from '../../components/query-state';
import { serverErrorText, useLocale, useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../toasts';
import { reportReasonOptions } from '../safety/report-rules';
import { ModerationDialog, type ModerationTarget } from './moderation-dialog';

/**
 * The report queue (accounts spec §7 moderation data, polled every 15 s): open reports newest
 * first, with the reported message and the evidence the reporter handed over, one-click warn,
 * mute or ban of the reported member, and the decision with notes.
 */
export function ReportsPanel() {
  const m = useT();
  const t = m.adminPage;
  const queue = trpc.admin.moderationData.useQuery(undefined, { refetchInterval: 15_000 });
  const [acting, setActing] = useState<ModerationTarget | null>(null);
  return (
    <Stack gap="sm">
      <QueryState query={queue} texts={{ loading: t.loading, loadFailed: t.fetchModerationFailed }}>
        {(data) => (
          <>
            <Text size="sm" c="gray.4">
              {t.reportCounts(data.counts.pending, data.counts.reviewed)}
            </Text>
            {data.reports.length === 0 ? (
              <Text size="sm">{t.queueEmpty}</Text>
            ) : (
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.reports.map((report) => (
                  <ReportCard key={report.id} report={report} onAct={setActing} />
                ))}
              </Stack>
            )}
          </>
        )}
      </QueryState>
      <ModerationDialog target={acting} onClose={() => setActing(null)} />
    </Stack>
  );
}

function ReportCard({ report, onAct }: { report: TQueuedReport; onAct: (target: ModerationTarget) => void }) {
  const m = useT();
  const t = m.adminPage;
  const { intlLocale } = useLocale();
  const utils = trpc.useUtils();
  const [notes, setNotes] = useState('');
  const decide = trpc.admin.decideReport.useMutation({
    onSuccess: async () => {
      showSuccessToast(t.reportDecided);
      await utils.admin.invalidate();
    },
    onError: (error) => showFailureToast(t.actionFailed, serverErrorText(m, error)),
  });
  const reported = report.reported;
  const heading = t.reportedBy(
    report.reporter?.username ?? t.deletedMember,
    reported?.username ?? t.deletedMember,
  );
  const act = (kind: ModerationTarget['kind']) =>
    reported && onAct({ kind, userId: reported.id, name: reported.username, messageId: report.message?.id });
  const send = (status: 'reviewed' | 'resolved' | 'dismissed') =>
    decide.mutate({ reportId: report.id, status, adminNotes: notes.trim() || null });
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={heading}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color={report.status === 'pending' ? 'red' : 'yellow'}>
              {report.status === 'pending' ? t.pending : t.reviewed}
            </Badge>
            <Text size="xs" c="gray.4">
              {formatRelativeTime(report.reportedAt, Date.now(), {
                locale: intlLocale,
                justNow: m.common.justNow,
              })}
            </Text>
          </Group>
        </Group>
        <Text size="sm">
          {reportReasonOptions(m).find((option) => option.value === report.reason)?.label ?? report.reason}
          {report.description ? ` · ${report.description}` : ''}
        </Text>
        {report.openAgainstReported > 1 && (
          <Text size="xs" c="orange.3">
            {t.moreAgainst(report.openAgainstReported)}
          </Text>
        )}
        {report.message && (
          <Paper bg="dark.6" p="xs" radius="sm">
            <Text size="xs" c="gray.4">
              {t.reportedMessage}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {report.message.content}
            </Text>
          </Paper>
        )}
        {report.evidence.length > 0 && (
          <Paper bg="dark.6" p="xs" radius="sm">
            <Text size="xs" c="gray.4">
              {t.evidence}
            </Text>
            {report.evidence.map((e) => (
              <Text key={e.messageId} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {e.authorUsername}: {e.content}
              </Text>
            ))}
          </Paper>
        )}
        <Textarea
          label={t.adminNotes}
          size="xs"
          autosize
          minRows={1}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
        <Group gap="xs">
          {reported && (
            <>
              <Button size="xs" variant="default" onClick={() => act('warn')}>
                {t.warn}
              </Button>
              <Button size="xs" variant="default" onClick={() => act('mute')} disabled={reported.isMuted}>
                {t.mute}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => act('ban')}
                disabled={reported.isBanned}
              >
                {t.ban}
              </Button>
              {report.message && (
                <Button size="xs" variant="default" onClick={() => act('remove')}>
                  {t.removeMessage}
                </Button>
              )}
            </>
          )}
          {report.status === 'pending' && (
            <Button size="xs" variant="default" onClick={() => send('reviewed')} loading={decide.isPending}>
              {t.markReviewed}
            </Button>
          )}
          <Button size="xs" onClick={() => send('resolved')} loading={decide.isPending}>
            {t.resolve}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() => send('dismissed')}
            loading={decide.isPending}
          >
            {t.dismiss}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
