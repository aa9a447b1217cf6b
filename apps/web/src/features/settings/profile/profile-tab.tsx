import type { SettingsPanelProps } from '../settings-panel-props';
import { ProfileForm } from './profile-form';

/** The profile tab (accounts spec §2): the page's own fresh copy of the member's record. */
export function ProfileTab({ user }: SettingsPanelProps) {
  return <ProfileForm saved={user} />;
}
