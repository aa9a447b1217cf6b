/**
 * E-mail (ours: the spec has none): what the sign-in and registration screens need at once.
 * The account tab's, the reset and verification pages' and the mails' texts load later.
 */
export const email = {
  addressLabel: 'E-mail (optional)',
  addressHint: 'Only for getting back in and for the notices you choose. Never shown to anyone.',
  invalidAddress: 'Please enter a valid e-mail address.',
  loginRequired: 'Please enter your username or e-mail address.',
  linkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  addressTaken: 'This address now belongs to another account.',
  forgotPassword: 'Forgot password?',
};
