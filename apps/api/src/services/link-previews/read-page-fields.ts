import {
  LINK_PREVIEW_DESCRIPTION_MAX_LENGTH,
  LINK_PREVIEW_SITE_NAME_MAX_LENGTH,
  LINK_PREVIEW_TITLE_MAX_LENGTH,
} from '@nahbar/contracts';
import { Parser } from 'htmlparser2';

export interface PageFields {
  title: string | null;
  description: string | null;
  siteName: string | null;
  /** Absolute http(s) URL of the page's preview image, still to be fetched. */
  imageUrl: string | null;
}

/**
 * What a page says of itself for a preview, read with an HTML parser: Open Graph first, then
 * the Twitter card, then `<title>` and the description meta tag. Texts are trimmed, their white
 * space collapsed and cut to the contract's lengths.
 */
export function readPageFields(html: string, pageUrl: URL): PageFields {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  let titleSeen = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title' && !titleSeen) inTitle = true;
        if (name !== 'meta') return;
        const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
        const content = attributes.content;
        // The first of each wins, as with the sites' own consumers.
        if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          titleSeen = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value?.trim());
  return {
    title: cleanText(first('og:title', 'twitter:title') ?? title, LINK_PREVIEW_TITLE_MAX_LENGTH),
    description: cleanText(
      first('og:description', 'twitter:description', 'description'),
      LINK_PREVIEW_DESCRIPTION_MAX_LENGTH,
    ),
    siteName: cleanText(first('og:site_name'), LINK_PREVIEW_SITE_NAME_MAX_LENGTH),
    imageUrl: absoluteWebUrl(
      first('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'),
      pageUrl,
    ),
  };
}

/** Control characters, tabs and line breaks among them: each becomes a space, then spaces collapse. */
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/** Trimmed, one space between words, no control characters, at most `max` characters. */
export function cleanText(text: string | undefined, max: number): string | null {
  const clean = (text ?? '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  const characters = Array.from(clean);
  if (characters.length <= max) return clean;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

function absoluteWebUrl(raw: string | undefined, base: URL): string | null {
  if (!raw?.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
