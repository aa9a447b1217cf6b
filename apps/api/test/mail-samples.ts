import type { MailKind, MailKinds } from '../src/mail/mail-kinds';

const device = { at: '2026-11-28T17:02:00.000Z', browser: 'Firefox', os: 'Windows' };

/** One mail of every kind with made-up data, for tests of the templates and of delivery. */
export const MAIL_SAMPLES: { [K in MailKind]: MailKinds[K] } = {
  verifyEmail: { username: 'ann', link: 'http://localhost:3000/verify-email#token=verify-token' },
  emailTaken: { username: 'ann' },
  passwordReset: { username: 'ann', link: 'http://localhost:3000/reset-password#token=reset-token' },
  signInAlert: { username: 'ann', ...device },
  passwordChangedAlert: { username: 'ann', ...device },
  emailChangedAlert: { username: 'ann', newAddress: 'anna.neu@example.org', ...device },
  passwordResetAlert: { username: 'ann', ...device },
  dailySummary: {
    username: 'ann',
    rooms: [
      { name: 'Lobby', unread: 3 },
      { name: 'Quiet', unread: 0 },
    ],
    friendRequests: 1,
    mentions: 2,
    link: 'http://localhost:3000/',
  },
  weeklyHighlights: {
    username: 'ann',
    rooms: [{ name: 'Lobby', unread: 12 }],
    newFriends: 2,
    friendRequests: 0,
    mentions: 1,
    link: 'http://localhost:3000/',
  },
  announcement: { subject: 'Nahbar moves house', body: 'First paragraph.\n\nSecond paragraph.' },
};

export const MAIL_KINDS = Object.keys(MAIL_SAMPLES) as MailKind[];
