import { createContext, useContext } from 'react';

/** Whom an action of the user menu concerns: enough to call the server and to name them. */
export interface UserActionTarget {
  id: string;
  displayName: string;
}

/** A message a report is about (chat spec §5; reported from the message's own menu). */
export interface ReportedMessage {
  messageId: string;
  /** What the message said, shown in the dialog so the reporter sees what they report. */
  excerpt: string;
}

/**
 * What the user menu's Block User and Report User entries do, and whom the member lists hide.
 * The social features provide them with `UserActionsContext.Provider`; without a provider the
 * entries are shown disabled and nobody is hidden.
 */
export interface UserActions {
  block?: (user: UserActionTarget) => void;
  report?: (user: UserActionTarget, message?: ReportedMessage) => void;
  /** Users blocked by the signed-in user (chat spec §2: blocked users are hidden). */
  hiddenUserIds?: ReadonlySet<string>;
}

export const UserActionsContext = createContext<UserActions>({});

export function useUserActions(): UserActions {
  return useContext(UserActionsContext);
}
