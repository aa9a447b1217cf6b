/** The account tab's list of signed-in devices (ours: the spec has none). */
export const sessions = {
  title: 'Signed-in devices',
  intro:
    'Where your account is signed in right now. Sign out any device you do not recognise, then change your password.',
  loading: 'Loading your devices…',
  loadFailed: 'Failed to load your devices',
  device: (browser: string, os: string) => `${browser} on ${os}`,
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'unknown system',
  thisDevice: 'This device',
  signedIn: (date: string) => `Signed in on ${date}`,
  lastUsed: (when: string) => `Last used ${when}`,
  lastUsedJustNow: 'just now',
  signOut: 'Sign out',
  signOutNamed: (device: string) => `Sign out ${device}`,
  signOutOthers: 'Sign out all other devices',
  noOtherDevices: 'You are signed in on this device only.',
  signedOut: 'Device signed out',
  signedOutOthers: (count: number) =>
    count === 1 ? 'Signed out on 1 other device' : `Signed out on ${count} other devices`,
  signOutFailed: 'Failed to sign out',
};
