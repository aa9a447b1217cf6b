import { type ReactNode, useMemo, useState } from 'react';
import { type UserActions, UserActionsContext, type UserActionTarget } from '../chat/members/user-actions';
import { useBlockedIds } from '../friends/use-relations';
import { useRelationsLive } from '../friends/use-relations-live';
import { BlockDialog } from './block-dialog';
import { ReportDialog, type ReportSubject } from './report-dialog';

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
      <BlockDialog target={blocking} onClose={() => setBlocking(null)} />
      <ReportDialog subject={reporting} onClose={() => setReporting(null)} />
    </UserActionsContext.Provider>
  );
}
