import { formatRelativeTime } from '@nahbar/ui';

const absoluteFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language, made once: a room renders hundreds of messages. */
function absoluteFormat(intlLocale: string): Intl.DateTimeFormat {
  let format = absoluteFormats.get(intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short' });
    absoluteFormats.set(intlLocale, format);
  }
  return format;
}

interface MessageTime {
  /** What the message row shows: 'vor 5 Minuten', '2 hours ago', or the words for just now. */
  relative: string;
  /** The full date and time for the tooltip: '20.11.2025, 14:05', 'Nov 20, 2025, 2:05 PM'. */
  absolute: string;
}

/**
 * The times a message shows, in the member's language. An unreadable time (a message from an
 * older or broken client) shows nothing rather than throwing, which `Intl` would do.
 */
export function messageTime(
  createdAt: string,
  now: number,
  intlLocale: string,
  justNow: string,
): MessageTime {
  const time = new Date(createdAt);
  if (Number.isNaN(time.getTime())) return { relative: '', absolute: '' };
  return {
    relative: formatRelativeTime(time, now, { locale: intlLocale, justNow }),
    absolute: absoluteFormat(intlLocale).format(time),
  };
}

/** The full date and time alone (an edit's time in its mark's title); '' when unreadable. */
export function absoluteTime(at: string, intlLocale: string): string {
  const time = new Date(at);
  return Number.isNaN(time.getTime()) ? '' : absoluteFormat(intlLocale).format(time);
}
