import { type ReactNode, useMemo, useState } from 'react';
import { LazyDialog } from '../../components/lazy-dialog';
import { type UserActions, UserActionsContext, type UserActionTarget } from '../chat/members/user-actions';
import { useBlockedIds } from '../friends/use-relations';
import { useRelationsLive } from '../friends/use-relations-live';
import type { ReportSubject } from './report-dialog';

// Fetched the first time a member blocks or reports someone (outside the first download).
const loadBlockDialog = () => import('./block-dialog').then((module) => module.BlockDialog);
const loadReportDialog = () => import('./report-dialog').then((module) => module.ReportDialog);

/**
 * The social side of the chat screen: Block User and Report User of the user menu and the
 * message menu, the members the panel hides (those one blocked), and live relation updates.
 */
export function SocialActionsProvider({ children }: { children: ReactNode }) {
  useRelationsLive();
  const hiddenUserIds = useBlockedIds();
  const [blocking, setBlocking] = useState<UserActionTarget | null>(null);
  const [reporting, setReporting] = useState<ReportSubject | null>(null);
  const actions = useMemo<UserActions>(
    () => ({
      block: setBlocking,
      report: (user, message) => setReporting({ user, message }),
      hiddenUserIds,
    }),
    [hiddenUserIds],
  );
  return (
    <UserActionsContext.Provider value={actions}>
      {children}
      <LazyDialog load={loadBlockDialog} opened={blocking !== null} onClose={() => setBlocking(null)}>
        {(BlockDialog, shown) => (
          <BlockDialog target={shown ? blocking : null} onClose={() => setBlocking(null)} />
        )}
      </LazyDialog>
      <LazyDialog load={loadReportDialog} opened={reporting !== null} onClose={() => setReporting(null)}>
        {(ReportDialog, shown) => (
          <ReportDialog subject={shown ? reporting : null} onClose={() => setReporting(null)} />
        )}
      </LazyDialog>
    </UserActionsContext.Provider>
  );
}
