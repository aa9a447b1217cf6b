import { QueryState } from '../../../components/query-state';
import { trpc } from '../../../lib/trpc';
import { FiltersForm } from './filters-form';

/** The filters tab (accounts spec §2, §6): loaded fresh each time it opens. */
export function FiltersTab() {
  const query = trpc.filters.get.useQuery(undefined, { refetchOnMount: 'always' });
  return <QueryState query={query}>{(saved) => <FiltersForm saved={saved} />}</QueryState>;
}
