import { Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { EmailStatusLines } from './email-status-lines';
import { SetEmailForm } from './set-email-form';

/** The account tab's e-mail part (ours: the spec has none): the address, and setting a new one. */
export function EmailSection() {
  const m = useT();
  const t = m.emailSettings;
  const status = trpc.account.emailStatus.useQuery(undefined, { refetchOnMount: 'always' });
  return (
    <Stack gap="sm" maw={480} component="section" aria-labelledby="email-section-title">
      <Title order={3} size="h4" id="email-section-title">
        {t.title}
      </Title>
      <Text size="sm" c="dimmed">
        {t.intro}
      </Text>
      <QueryState query={status} texts={{ loading: t.loading, loadFailed: t.loadFailed }}>
        {(current) => <EmailStatusLines status={current} />}
      </QueryState>
      <SetEmailForm />
    </Stack>
  );
}
