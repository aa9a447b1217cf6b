import { Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TSessionUser } from '@nahbar/contracts';
import { ButtonLink } from '../../components/links';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useT } from '../../i18n';
import { MEDIA } from '../../lib/layout';
import { trpc } from '../../lib/trpc';
import classes from './settings.module.css';
import { SETTINGS_PANELS } from './settings-panels';
import { SettingsTabList } from './settings-tab-list';
import { chooseTab, isSettingsTab, type SettingsTab } from './settings-tabs';

interface SettingsPageProps {
  /** Who the route guard found signed in; null for a visitor. */
  member: TSessionUser | null;
  /** The tab the address asks for (`?tab=`). */
  tab: SettingsTab | undefined;
  onTabChange: (tab: SettingsTab) => void;
}

/** `/settings` (accounts spec §2): a back button, the tabs, and the loading, error and visitor states. */
export function SettingsPage({ member, tab, onTabChange }: SettingsPageProps) {
  const m = useT();
  return (
    <PageFrame title={m.pages.settings}>
      {member ? <MemberSettings tab={tab} onTabChange={onTabChange} /> : <NotSignedIn />}
    </PageFrame>
  );
}

function MemberSettings({ tab, onTabChange }: Omit<SettingsPageProps, 'member'>) {
  // The member's own record, fresh from the server rather than the stored copy.
  const me = trpc.auth.me.useQuery(undefined, { refetchOnMount: 'always' });
  return (
    <QueryState query={me}>
      {(user) => (user ? <SettingsTabs user={user} tab={tab} onTabChange={onTabChange} /> : <NotSignedIn />)}
    </QueryState>
  );
}

function SettingsTabs({
  user,
  tab,
  onTabChange,
}: Omit<SettingsPageProps, 'member'> & { user: TSessionUser }) {
  const active = chooseTab(
    tab,
    SETTINGS_PANELS.map((panel) => panel.id),
  );
  // From 1024 px the sections are listed down the side. Below it the panel keeps the page's
  // whole width (the tabs' own two-column cards need it at 768 px), and the sections scroll in a
  // strip above it. Read before the first paint, so a wide screen never shows the narrow strip.
  const wide = useMediaQuery(MEDIA.desktop, undefined, { getInitialValueInEffect: false }) ?? false;
  return (
    // Only the open tab is mounted, so only its data is fetched.
    <Tabs
      value={active}
      onChange={(next) => isSettingsTab(next) && onTabChange(next)}
      keepMounted={false}
      orientation={wide ? 'vertical' : 'horizontal'}
      className={classes.tabs}
      classNames={{ tabLabel: classes.tabLabel }}
    >
      <SettingsTabList active={active} />
      {SETTINGS_PANELS.map(({ id, Panel }) => (
        <Tabs.Panel key={id} value={id} className={classes.panel}>
          <Panel user={user} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function NotSignedIn() {
  const m = useT();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Text>{m.settings.notSignedIn}</Text>
      <ButtonLink to="/chat" variant="light">
        {m.pages.backToChat}
      </ButtonLink>
    </Stack>
  );
}
