/**
 * E-mail (ours: the spec has none): the pages the mailed links open (/forgot-password,
 * /reset-password, /verify-email, /unsubscribe) and the note after registering with an address.
 */
export const emailPages = {
  forgotTitle: 'Forgot your password?',
  forgotIntro:
    'Enter your username or e-mail address. If your account has a verified address, we send a link to set a new password.',
  loginLabel: 'Username or e-mail',
  sendLink: 'Send link',
  forgotSent: (minutes: number) =>
    `If an account with a verified address matches, we sent a link. It works for ${minutes} minutes.`,
  backToSignIn: 'Back to sign in',
  resetTitle: 'Set a new password',
  setPassword: 'Set password',
  passwordSet: 'Your new password is set. Every other session was signed out.',
  askNewLink: 'Ask for a new link',
  verifyTitle: 'Confirm your e-mail address',
  verifyIntro: 'Confirm that the address this link was sent to is yours.',
  confirmAddress: 'Confirm address',
  verified: (email: string) => `Your address ${email} is confirmed.`,
  openEmailSettings: 'Open the e-mail settings',
  toChat: 'Go to the chat',
  unsubscribeTitle: 'Unsubscribe from e-mails',
  unsubscribeIntro: 'Turn off the e-mail notice this link came with.',
  unsubscribe: 'Unsubscribe',
  unsubscribed: (notice: string) => `You no longer get “${notice}” by e-mail.`,
  notificationSettings: 'Notification settings',
  failed: 'That did not work. Please try again.',
  verificationSent: (email: string) => `We sent a link to ${email}. Open it to confirm your address.`,
};
