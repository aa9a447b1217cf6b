const formats = new Map<string, Intl.DateTimeFormat>();

function format(intlLocale: string, kind: 'time' | 'day' | 'date' | 'full'): Intl.DateTimeFormat {
  const key = `${intlLocale}\u0000${kind}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { timeStyle: 'short' }
        : kind === 'day'
          ? { day: 'numeric', month: 'short' }
          : kind === 'date'
            ? { day: 'numeric', month: 'short', year: 'numeric' }
            : { dateStyle: 'full', timeStyle: 'short' };
    found = new Intl.DateTimeFormat(intlLocale, options);
    formats.set(key, found);
  }
  return found;
}

function sameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

/**
 * When a found message was written, short enough for the result row: the time for today,
 * day and month for this year, else with the year ('14:05', '12. Nov.', '3. März 2024').
 */
export function resultDate(at: string, now: Date, intlLocale: string): { short: string; full: string } {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return { short: '', full: '' };
  const kind = sameDay(date, now) ? 'time' : date.getFullYear() === now.getFullYear() ? 'day' : 'date';
  return { short: format(intlLocale, kind).format(date), full: format(intlLocale, 'full').format(date) };
}
