/** The cookie consent overlay (accounts spec §2, §4). What it says of Nahbar's cookies is true: see the privacy policy. */
export const consent = {
  title: 'Cookies on Nahbar',
  text: 'Nahbar needs one cookie to keep you signed in, and keeps your choices in your browser. We set no analytics or marketing cookies.',
  acceptAll: 'Accept All Cookies',
  rejectAll: 'Reject All',
  customize: 'Customize',
  close: 'Close',
  privacyPolicy: 'Privacy policy',
  settingsTitle: 'Cookie settings',
  necessary: 'Necessary',
  necessaryText:
    'The session cookie that keeps you signed in. Your browser also keeps your language, your last room and these choices. Always on.',
  functional: 'Functional',
  functionalText:
    'Nahbar sets no functional cookies beyond the necessary ones. Your choice is kept in case that ever changes.',
  analytics: 'Analytics',
  analyticsText: 'Nahbar uses no analytics cookies. Your choice is kept in case that ever changes.',
  marketing: 'Marketing',
  marketingText: 'Nahbar uses no marketing cookies. Your choice is kept in case that ever changes.',
  back: 'Back',
  save: 'Save Preferences',
};
