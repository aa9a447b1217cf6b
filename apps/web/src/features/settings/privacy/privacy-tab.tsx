import { QueryState } from '../../../components/query-state';
import { trpc } from '../../../lib/trpc';
import { PrivacyForm } from './privacy-form';

/** The privacy tab (accounts spec §2, §6): loaded fresh each time it opens. */
export function PrivacyTab() {
  const query = trpc.privacy.get.useQuery(undefined, { refetchOnMount: 'always' });
  return <QueryState query={query}>{(saved) => <PrivacyForm saved={saved} />}</QueryState>;
}
