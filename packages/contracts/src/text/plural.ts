const rules = new Map<string, Intl.PluralRules>();

/**
 * Picks the singular or plural form by the language's plural rules ('1 Mitglied', '3 Mitglieder').
 * German and English know only these two cardinal forms.
 */
export function plural(locale: string, count: number, one: string, other: string): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count) === 'one' ? one : other;
}
