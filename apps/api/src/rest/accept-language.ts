import { detectLocale, type Locale } from '@nahbar/contracts';

/**
 * The language an `Accept-Language` header prefers, as the web app picks it from the browser's
 * list (`detectLocale`): tags by their q-value, highest first, then in the order sent.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  const tags = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return detectLocale(tags.map(({ tag }) => tag));
}
