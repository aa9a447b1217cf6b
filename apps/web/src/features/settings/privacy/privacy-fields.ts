import {
  DIRECT_MESSAGE_RULES,
  type Messages,
  PROFILE_VISIBILITIES,
  type TPrivacySettings,
} from '@nahbar/contracts';

export interface Choice<V extends string> {
  value: V;
  label: (m: Messages) => string;
  /** One line on what the choice changes for others. */
  hint: (m: Messages) => string;
}

type BooleanSetting = {
  [K in keyof TPrivacySettings]: TPrivacySettings[K] extends boolean ? K : never;
}[keyof TPrivacySettings];

export interface SwitchField {
  key: BooleanSetting;
  label: (m: Messages) => string;
  hint: (m: Messages) => string;
}

const VISIBILITY_TEXT = {
  public: {
    label: (m: Messages) => m.settings.visibilityPublic,
    hint: (m: Messages) => m.settings.visibilityPublicHint,
  },
  friends: {
    label: (m: Messages) => m.settings.visibilityFriends,
    hint: (m: Messages) => m.settings.visibilityFriendsHint,
  },
  private: {
    label: (m: Messages) => m.settings.visibilityPrivate,
    hint: (m: Messages) => m.settings.visibilityPrivateHint,
  },
} as const;

const MESSAGES_TEXT = {
  everyone: {
    label: (m: Messages) => m.settings.messagesEveryone,
    hint: (m: Messages) => m.settings.messagesEveryoneHint,
  },
  friends: {
    label: (m: Messages) => m.settings.messagesFriends,
    hint: (m: Messages) => m.settings.messagesFriendsHint,
  },
  nobody: {
    label: (m: Messages) => m.settings.messagesNobody,
    hint: (m: Messages) => m.settings.messagesNobodyHint,
  },
} as const;

/** Accounts spec §3: public, friends, private, in the contracts' order. */
export const VISIBILITY_CHOICES: Choice<TPrivacySettings['profileVisibility']>[] = PROFILE_VISIBILITIES.map(
  (value) => ({ value, ...VISIBILITY_TEXT[value] }),
);

/** Accounts spec §6: everyone, friends, nobody. */
export const DIRECT_MESSAGE_CHOICES: Choice<TPrivacySettings['allowDirectMessages']>[] =
  DIRECT_MESSAGE_RULES.map((value) => ({ value, ...MESSAGES_TEXT[value] }));

export const MENTIONS_SWITCH: SwitchField = {
  key: 'allowMentions',
  label: (m) => m.settings.allowMentions,
  hint: (m) => m.settings.allowMentionsHint,
};

/** The show/hide switches (accounts spec §3), each with what it changes for others. */
export const VISIBILITY_SWITCHES: SwitchField[] = [
  {
    key: 'showOnlineStatus',
    label: (m) => m.settings.showOnlineStatus,
    hint: (m) => m.settings.showOnlineStatusHint,
  },
  { key: 'showLastSeen', label: (m) => m.settings.showLastSeen, hint: (m) => m.settings.showLastSeenHint },
  { key: 'showAge', label: (m) => m.settings.showAge, hint: (m) => m.settings.showAgeHint },
  { key: 'showLocation', label: (m) => m.settings.showLocation, hint: (m) => m.settings.showLocationHint },
  {
    key: 'showPhotosToStrangers',
    label: (m) => m.settings.showPhotosToStrangers,
    hint: (m) => m.settings.showPhotosToStrangersHint,
  },
  {
    key: 'discoverableInSearch',
    label: (m) => m.settings.discoverableInSearch,
    hint: (m) => m.settings.discoverableInSearchHint,
  },
];

/** Ours: what the member shares and sees in private chats. */
export const PRIVATE_CHAT_SWITCHES: SwitchField[] = [
  { key: 'readReceipts', label: (m) => m.settings.readReceipts, hint: (m) => m.settings.readReceiptsHint },
  {
    key: 'blurStrangerPhotos',
    label: (m) => m.settings.blurStrangerPhotos,
    hint: (m) => m.settings.blurStrangerPhotosHint,
  },
];
