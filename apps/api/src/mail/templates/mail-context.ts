import type { Locale, Messages } from '@nahbar/contracts';
import type { MailLinks } from '../mail-links';

/** What every template gets beside its kind's data: the recipient's language and where links go. */
export interface MailContext {
  locale: Locale;
  m: Messages['mail'];
  links: MailLinks;
  /** IANA zone the member's times are shown in (notification settings, else Europe/Berlin). */
  timeZone: string;
  /** The unsubscribe page of this mail's switch, for the kinds that have one. */
  unsubscribeUrl: string | undefined;
}

/** One kind's rendering: its subject and the body inside the shared layout. */
export interface MailContent {
  subject: string;
  /** The line mail programs show after the subject. */
  preview: string;
  body: React.ReactNode;
}
