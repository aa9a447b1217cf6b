import { Badge, Tabs } from '@mantine/core';
import { IconChartBar, IconDoor, IconFlag, IconHistory, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { PageFrame } from '../../components/page-frame';
import { useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { AuditPanel } from './audit-panel';
import { MembersPanel } from './members-panel';
import { ReportsPanel } from './reports-panel';
import { RoomsPanel } from './rooms-panel';
import { StatsPanel } from './stats-panel';

const ICON = { size: 16, stroke: 1.75 } as const;
type Section = 'overview' | 'reports' | 'members' | 'rooms' | 'log';

/**
 * The admin dashboard (accounts spec §2, issue: administration): figures, the report queue,
 * members with their real status and the moderation actions, rooms, and the log of every
 * admin action. Only mounted for admins (routes/admin-route.tsx); the server checks each call.
 */
export function AdminPage() {
  const m = useT();
  const t = m.adminPage;
  const [section, setSection] = useState<Section>('overview');
  // The queue's size shows on its tab, polled with the queue (15 s, accounts spec §9).
  const stats = trpc.admin.stats.useQuery(undefined, { refetchInterval: 30_000 });
  const open = stats.data?.openReports ?? 0;
  return (
    <PageFrame
      title={m.pages.adminTitle}
      titleExtra={
        <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
          {m.pages.adminBadge}
        </Badge>
      }
      data-testid="admin-dashboard"
      size="xl"
    >
      <Tabs
        value={section}
        onChange={(value) => setSection((value as Section) ?? 'overview')}
        keepMounted={false}
      >
        <Tabs.List aria-label={t.tabs} mb="md" style={{ flexWrap: 'wrap' }}>
          <Tabs.Tab value="overview" leftSection={<IconChartBar {...ICON} />}>
            {t.overview}
          </Tabs.Tab>
          <Tabs.Tab
            value="reports"
            leftSection={<IconFlag {...ICON} />}
            rightSection={
              open > 0 ? (
                <Badge size="xs" color="red" circle>
                  {open > 99 ? '99+' : open}
                </Badge>
              ) : null
            }
          >
            {t.reports}
          </Tabs.Tab>
          <Tabs.Tab value="members" leftSection={<IconUsers {...ICON} />}>
            {t.members}
          </Tabs.Tab>
          <Tabs.Tab value="rooms" leftSection={<IconDoor {...ICON} />}>
            {t.rooms}
          </Tabs.Tab>
          <Tabs.Tab value="log" leftSection={<IconHistory {...ICON} />}>
            {t.log}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <StatsPanel query={stats} />
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <ReportsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <MembersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="rooms">
          <RoomsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="log">
          <AuditPanel />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
