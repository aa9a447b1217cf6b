import type { TEmailNotificationSwitch } from '@nahbar/contracts';

/** When and from where a security event happened, as the alert names it. */
export interface MailDevice {
  /** ISO time of the event. */
  at: string;
  browser: string | null;
  os: string | null;
}

export interface DigestRoom {
  name: string;
  unread: number;
}

/**
 * Every kind of mail and the data its template takes. The outbox stores the kind and the data;
 * the mail is rendered when it is sent, in the recipient's language.
 */
export interface MailKinds {
  /** The link that verifies an address (the only mail an unverified address gets). */
  verifyEmail: { username: string; link: string };
  /** Someone asked to use an address that belongs to this member's account already. */
  emailTaken: { username: string };
  passwordReset: { username: string; link: string };
  signInAlert: { username: string } & MailDevice;
  passwordChangedAlert: { username: string } & MailDevice;
  /** Sent to the old address too; `newAddress` is shown masked. */
  emailChangedAlert: { username: string; newAddress: string } & MailDevice;
  passwordResetAlert: { username: string } & MailDevice;
  dailySummary: {
    username: string;
    rooms: DigestRoom[];
    friendRequests: number;
    mentions: number;
    link: string;
  };
  weeklyHighlights: {
    username: string;
    rooms: DigestRoom[];
    newFriends: number;
    friendRequests: number;
    mentions: number;
    link: string;
  };
  /** An operator's announcement (`pnpm mail:announce <file>`): its own subject and text per language. */
  announcement: { subject: string; body: string };
}
export type MailKind = keyof MailKinds;

/**
 * The switch of the notification settings that governs each kind; null: always sent (a link the
 * member asked for, a notice about their own address). Kinds of a switch other than
 * `securityAlerts` carry a one-click unsubscribe link (RFC 8058).
 */
export const MAIL_SWITCH: Record<MailKind, TEmailNotificationSwitch | null> = {
  verifyEmail: null,
  emailTaken: null,
  passwordReset: null,
  signInAlert: 'securityAlerts',
  passwordChangedAlert: 'securityAlerts',
  // Always: a switch anyone signed in can turn off must not hide an address change from the
  // address it replaced.
  emailChangedAlert: null,
  passwordResetAlert: 'securityAlerts',
  dailySummary: 'dailySummary',
  weeklyHighlights: 'weeklyHighlights',
  announcement: 'importantUpdates',
};

/** Kinds whose mail carries an unsubscribe link and `List-Unsubscribe` headers. */
export function unsubscribableSwitch(kind: MailKind): TEmailNotificationSwitch | null {
  const toggle = MAIL_SWITCH[kind];
  return toggle === 'securityAlerts' ? null : toggle;
}
