import { QueryState } from '../../../components/query-state';
import { trpc } from '../../../lib/trpc';
import { NotificationsForm } from './notifications-form';

/** The notifications tab (accounts spec §2, §3): loaded fresh each time it opens. */
export function NotificationsTab() {
  const query = trpc.notifications.settings.useQuery(undefined, { refetchOnMount: 'always' });
  return <QueryState query={query}>{(saved) => <NotificationsForm saved={saved} />}</QueryState>;
}
