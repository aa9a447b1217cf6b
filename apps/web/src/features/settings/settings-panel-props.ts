import type { TSessionUser } from '@nahbar/contracts';

/** What every settings tab is given. */
export interface SettingsPanelProps {
  /** The signed-in member's own record. */
  user: TSessionUser;
}
