/** The ban screen above the sign-in form (accounts spec §1 'Account Suspended'; ours, issue 32). */
export const suspension = {
  reason: (reason: string) => `Reason: ${reason}`,
  /** `when` is a date and time in the member's language. */
  until: (when: string) => `Suspended until ${when}`,
  untilLifted: 'Suspended until the team lifts it',
  // a ban that ended the session while the member was signed in: the reason comes with the next sign-in
  endedWhileSignedIn:
    'Your account was suspended while you were signed in. Sign in again to see why and for how long.',
  contact: 'Questions, or think this is a mistake? Contact the team:',
};
