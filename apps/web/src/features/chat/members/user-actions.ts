import type { TPublicUser } from '@nahbar/contracts';
import { createContext, useContext } from 'react';

/**
 * What the user menu's Block User and Report User entries do, and whom the member lists hide.
 * The social features provide them with `UserActionsContext.Provider`; without a provider the
 * entries are shown disabled and nobody is hidden.
 */
export interface UserActions {
  block?: (user: TPublicUser) => void;
  report?: (user: TPublicUser) => void;
  /** Users blocked by the signed-in user (chat spec §2: blocked users are hidden). */
  hiddenUserIds?: ReadonlySet<string>;
}

export const UserActionsContext = createContext<UserActions>({});

export function useUserActions(): UserActions {
  return useContext(UserActionsContext);
}
