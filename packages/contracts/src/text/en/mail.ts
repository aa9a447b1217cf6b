import { plural } from '../plural';

/**
 * The mails (ours: the spec has none). Only the server reads them, when it renders a mail from
 * the outbox in the recipient's language (apps/api/src/mail/templates).
 */
export const mail = {
  greeting: (name: string) => `Hi ${name},`,
  signature: 'Your Nahbar team',
  footer: 'You get this mail because you gave this address to your Nahbar account.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  linkOnce: 'The link works only once and only for a limited time.',
  notYouIgnore: 'If you did not ask for this, you can ignore this mail: nothing changes.',
  unsubscribe: 'Unsubscribe',
  unsubscribeHint: 'Don’t want these mails any more?',
  notificationSettings: 'Notification settings',
  // verifyEmail
  verifySubject: 'Confirm your e-mail address',
  verifyIntro: 'Please confirm that this address belongs to you, so you can use it to get back in.',
  verifyButton: 'Confirm address',
  // emailTaken
  takenSubject: 'Your e-mail address was entered again',
  takenIntro:
    'Someone tried to add this e-mail address to a Nahbar account. It already belongs to your account, so nothing was changed.',
  takenForgot: 'If that was you and you cannot sign in, you can reset your password:',
  takenButton: 'Reset password',
  // passwordReset
  resetSubject: 'Reset your Nahbar password',
  resetIntro: 'Someone asked to reset the password of your Nahbar account. Choose a new one here:',
  resetButton: 'Choose a new password',
  // security alerts
  alertWhen: 'When',
  alertDevice: 'Device',
  alertDeviceText: (browser: string, system: string) => `${browser} on ${system}`,
  unknownBrowser: 'an unknown browser',
  unknownSystem: 'an unknown system',
  alertWasYou: 'If this was you, there is nothing to do.',
  alertNotYou:
    'If this was not you, change your password at once in your account settings. If you cannot sign in any more, ask for a reset link:',
  alertAccountButton: 'Open account settings',
  alertResetLink: 'Reset password',
  signInSubject: 'New sign-in to your Nahbar account',
  signInIntro: 'Your account was just signed in to from a browser we had not seen before.',
  passwordChangedSubject: 'Your Nahbar password was changed',
  passwordChangedIntro: 'The password of your Nahbar account was changed.',
  emailChangedSubject: 'Your Nahbar e-mail address was changed',
  emailChangedIntro: (address: string) =>
    `The e-mail address of your Nahbar account was changed to ${address}. Mails now go there.`,
  passwordResetAlertSubject: 'Your Nahbar password was reset',
  passwordResetAlertIntro: 'The password of your Nahbar account was reset with a link sent by mail.',
  // digests
  dailySubject: 'Your day on Nahbar',
  dailyIntro: 'Here is what happened on Nahbar today.',
  weeklySubject: 'Your week on Nahbar',
  weeklyIntro: 'Here are the highlights of your week on Nahbar.',
  unreadIn: (room: string, count: number) =>
    `${room}: ${count} ${plural('en', count, 'unread message', 'unread messages')}`,
  friendRequests: (count: number) =>
    `${count} ${plural('en', count, 'new friend request', 'new friend requests')}`,
  mentions: (count: number) => `${count} ${plural('en', count, 'mention', 'mentions')}`,
  newFriends: (count: number) => `${count} ${plural('en', count, 'new friend', 'new friends')}`,
  openApp: 'Open Nahbar',
};
