import { QueryState } from '../../../components/query-state';
import { trpc } from '../../../lib/trpc';
import type { SettingsPanelProps } from '../settings-panel-props';
import { emailSwitchesView } from './email-switches';
import { NotificationsForm } from './notifications-form';

/** The notifications tab (accounts spec §2, §3): loaded fresh each time it opens. */
export function NotificationsTab(_props: SettingsPanelProps) {
  const query = trpc.notifications.settings.useQuery(undefined, { refetchOnMount: 'always' });
  // Beside the settings, not before them: the form shows without the e-mail part meanwhile.
  const emailStatus = trpc.account.emailStatus.useQuery(undefined, { refetchOnMount: 'always' });
  return (
    <QueryState query={query}>
      {(saved) => <NotificationsForm saved={saved} email={emailSwitchesView(emailStatus.data)} />}
    </QueryState>
  );
}
