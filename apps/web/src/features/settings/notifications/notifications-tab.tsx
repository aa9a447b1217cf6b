import { QueryState } from '../../../components/query-state';
import { trpc } from '../../../lib/trpc';
import type { SettingsPanelProps } from '../settings-panel-props';
import { offersEmailSwitches } from './email-switches';
import { NotificationsForm } from './notifications-form';

/** The notifications tab (accounts spec §2, §3): loaded fresh each time it opens. */
export function NotificationsTab({ user }: SettingsPanelProps) {
  const query = trpc.notifications.settings.useQuery(undefined, { refetchOnMount: 'always' });
  return (
    <QueryState query={query}>
      {(saved) => <NotificationsForm saved={saved} withEmail={offersEmailSwitches(user)} />}
    </QueryState>
  );
}
