import type { TSupportContact } from '@nahbar/contracts';

/**
 * The end of a ban in the member's language and time zone ('12 March 2030, 14:00'); null for
 * a ban that holds until it is lifted, and for a time that is none (an edited stored value).
 */
export function banEndText(until: string | null, locale: string, timeZone?: string): string | null {
  if (until === null) return null;
  const end = new Date(until);
  if (Number.isNaN(end.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(end);
}

/** The link a support contact opens: mailto: for an address, the https address as it is. */
export function supportContactHref(contact: TSupportContact): string {
  return contact.kind === 'email' ? `mailto:${contact.address}` : contact.url;
}

/** The contact as a member reads it. */
export function supportContactLabel(contact: TSupportContact): string {
  return contact.kind === 'email' ? contact.address : contact.url;
}
