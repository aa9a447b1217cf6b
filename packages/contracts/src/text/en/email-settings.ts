/** E-mail in the settings (ours: the spec has none): the account tab's section and the notification tab's note. */
export const emailSettings = {
  title: 'E-mail',
  intro: 'Only for getting back in and for the notices you choose. Never shown to anyone.',
  verified: (email: string) => `Verified address: ${email}`,
  none: 'No verified address yet.',
  pending: (email: string) => `Waiting for confirmation: ${email}`,
  newAddress: 'New address',
  password: 'Your password',
  passwordHint: 'To make sure it is you.',
  sendLink: 'Send confirmation link',
  linkSent: (email: string, hours: number) => `We sent a link to ${email}. Open it within ${hours} hours.`,
  failed: 'The address could not be saved',
  loading: 'Loading your e-mail address …',
  loadFailed: 'Failed to load your e-mail address',
  needAddress: 'E-mail notices need a verified address.',
  addAddress: 'Add an address',
};
