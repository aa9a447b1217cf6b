import type { Messages } from '@nahbar/contracts';
import {
  IconBell,
  IconFilter,
  IconMapPin,
  IconPhoto,
  IconShieldCheck,
  IconShieldLock,
  IconUser,
  IconUserCog,
  IconUserOff,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { AccountTab } from './account/account-tab';
import { BlockedTab } from './blocked/blocked-tab';
import { FiltersTab } from './filters/filters-tab';
import { GdprTab } from './gdpr/gdpr-tab';
import { LocationTab } from './location/location-tab';
import { NotificationsTab } from './notifications/notifications-tab';
import { PhotosTab } from './photos/photos-tab';
import { PrivacyTab } from './privacy/privacy-tab';
import { ProfileTab } from './profile/profile-tab';
import type { SettingsPanelProps } from './settings-panel-props';
import type { SettingsTab } from './settings-tabs';

interface SettingsPanel {
  id: SettingsTab;
  label: (m: Messages) => string;
  Icon: ComponentType<{ size?: number; stroke?: number }>;
  Panel: ComponentType<SettingsPanelProps>;
}

/** The tabs the page shows, in the spec's order (all nine of `SETTINGS_TABS`). */
export const SETTINGS_PANELS: readonly SettingsPanel[] = [
  { id: 'profile', label: (m) => m.settings.tabProfile, Icon: IconUser, Panel: ProfileTab },
  { id: 'photos', label: (m) => m.settings.tabPhotos, Icon: IconPhoto, Panel: PhotosTab },
  { id: 'location', label: (m) => m.settings.tabLocation, Icon: IconMapPin, Panel: LocationTab },
  { id: 'privacy', label: (m) => m.settings.tabPrivacy, Icon: IconShieldLock, Panel: PrivacyTab },
  {
    id: 'notifications',
    label: (m) => m.settings.tabNotifications,
    Icon: IconBell,
    Panel: NotificationsTab,
  },
  { id: 'blocked', label: (m) => m.settings.tabBlocked, Icon: IconUserOff, Panel: BlockedTab },
  { id: 'filters', label: (m) => m.settings.tabFilters, Icon: IconFilter, Panel: FiltersTab },
  { id: 'account', label: (m) => m.settings.tabAccount, Icon: IconUserCog, Panel: AccountTab },
  { id: 'gdpr', label: (m) => m.settings.tabGdpr, Icon: IconShieldCheck, Panel: GdprTab },
];
