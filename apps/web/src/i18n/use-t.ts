import type { Messages } from '@nahbar/contracts';
import { useText } from '@nahbar/ui';

/** The catalogue in the member's language: `const m = useT(); m.chat.selectRoom`. */
export function useT(): Messages {
  return useText().m;
}

/** The member's language and the tag `Intl` formats with. */
export function useLocale(): { locale: ReturnType<typeof useText>['locale']; intlLocale: string } {
  const { locale, intlLocale } = useText();
  return { locale, intlLocale };
}
