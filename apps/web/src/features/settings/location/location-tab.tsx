import { LocationSettings } from '../../places/location-settings';
import type { SettingsPanelProps } from '../settings-panel-props';

/** The location tab (accounts spec §2): the city field the places work built. */
export function LocationTab({ user }: SettingsPanelProps) {
  return <LocationSettings location={user.location ?? ''} />;
}
