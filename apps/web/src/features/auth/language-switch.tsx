import { SegmentedControl } from '@mantine/core';
import { isLocale, LOCALE_NAMES, LOCALES } from '@nahbar/contracts';
import { setLocale, useLocale, useT } from '../../i18n';
import classes from './language-switch.module.css';

const OPTIONS = LOCALES.map((locale) => ({
  value: locale,
  // Each language is named in its own words, so a screen reader pronounces it in that language.
  label: <span lang={locale}>{LOCALE_NAMES[locale]}</span>,
}));

/**
 * The auth screen's language choice: both languages named at once, so a visitor who cannot read
 * the current one still finds their own. The choice is remembered on this device.
 */
export function LanguageSwitch() {
  const m = useT();
  const { locale } = useLocale();
  return (
    <SegmentedControl
      aria-label={m.common.language}
      data={OPTIONS}
      value={locale}
      onChange={(value) => {
        if (isLocale(value)) setLocale(value);
      }}
      size="sm"
      radius="md"
      classNames={{ label: classes.label }}
    />
  );
}
