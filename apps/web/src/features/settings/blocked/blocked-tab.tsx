import { Stack, Text } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { BlockByUsernameForm } from './block-by-username-form';
import { BlockedList } from './blocked-list';

/** The blocked tab (accounts spec §2): who the member blocked, and blocking by username. */
export function BlockedTab() {
  const m = useT();
  const query = trpc.blocks.list.useQuery(undefined, { refetchOnMount: 'always' });
  return (
    <Stack gap="xl" maw={640}>
      <Text size="sm" c="dimmed">
        {m.settings.blockedIntro}
      </Text>
      <QueryState query={query}>{(blocked) => <BlockedList blocked={blocked} />}</QueryState>
      <BlockByUsernameForm />
    </Stack>
  );
}
