import { CATALOGUES, EXPORT_MESSAGE_LIMIT, intlLocaleFor, type Locale } from '@nahbar/contracts';
import type { ExportPhoto } from './export-photos';

export interface ExportReadmeInput {
  locale: Locale;
  member: { id: string; username: string; displayName: string | null };
  exportedAt: Date;
  /** Every photo the export lists; `archiveName` null for one whose file is not in the archive. */
  photos: readonly ExportPhoto[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content and quoted attributes: member-given names go through here. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const STYLE = [
  ':root{color-scheme:light dark}',
  'body{font-family:system-ui,sans-serif;line-height:1.5;max-width:60rem;margin:2rem auto;padding:0 1rem}',
  'table{border-collapse:collapse;width:100%}',
  'th,td{text-align:left;vertical-align:top;padding:.4rem .6rem;border-bottom:1px solid #8886}',
  'dt{font-weight:600}dd{margin:0 0 .6rem}code{overflow-wrap:anywhere}',
].join('');

/**
 * README.html of the ZIP export: who, when, what each file is and a table of the photos, in the
 * member's language. Everything a member typed is escaped; links point at the archive's own
 * entries, whose names come from ids.
 */
export function renderExportReadme({ locale, member, exportedAt, photos }: ExportReadmeInput): string {
  const t = CATALOGUES[locale].exportArchive;
  const intl = intlLocaleFor(locale, []);
  const when = (date: Date, dateStyle: 'long' | 'medium') =>
    `<time datetime="${date.toISOString()}">${escapeHtml(
      new Intl.DateTimeFormat(intl, { dateStyle, timeStyle: 'long', timeZone: 'UTC' }).format(date),
    )}</time>`;
  const file = (name: string) => `<a href="${escapeHtml(name)}"><code>${escapeHtml(name)}</code></a>`;
  const handle = `@${member.username}`;
  const displayName = member.displayName?.trim();
  const who = displayName ? `${displayName} (${handle})` : handle;
  const included = photos.filter((p) => p.archiveName !== null);
  const missing = photos.length - included.length;

  const files = [
    [file('export.json'), t.exportJson(new Intl.NumberFormat(intl).format(EXPORT_MESSAGE_LIMIT))],
    [file('README.html'), t.readme],
    ...(included.length > 0 ? [['<code>photos/</code>', t.photosFolder]] : []),
  ];
  const usedAs = (p: ExportPhoto) =>
    [
      p.primary ? t.primaryPhoto : p.inProfile ? t.profilePhoto : null,
      p.messages ? t.messagePhoto(p.messages) : null,
    ]
      .filter((use) => use !== null)
      .map(escapeHtml)
      .join('<br>');
  const rows = photos.map(
    (p) =>
      `<tr><td>${p.archiveName ? file(p.archiveName) : escapeHtml(t.missingFile)}</td>` +
      `<td>${escapeHtml(p.originalName)}</td><td>${usedAs(p)}</td>` +
      `<td>${p.uploadedAt ? when(p.uploadedAt, 'medium') : ''}</td></tr>`,
  );
  const photoSection =
    photos.length === 0
      ? `<p>${escapeHtml(t.noPhotos)}</p>`
      : [
          ...(missing > 0 ? [`<p><strong>${escapeHtml(t.missingSummary(missing))}</strong></p>`] : []),
          '<table>',
          `<thead><tr>${[t.fileColumn, t.originalNameColumn, t.usedAsColumn, t.uploadedColumn]
            .map((column) => `<th scope="col">${escapeHtml(column)}</th>`)
            .join('')}</tr></thead>`,
          `<tbody>${rows.join('\n')}</tbody>`,
          '</table>',
        ].join('\n');

  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(t.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(t.title)}</h1>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    '<dl>',
    `<dt>${escapeHtml(t.memberLabel)}</dt><dd>${escapeHtml(who)}</dd>`,
    `<dt>${escapeHtml(t.memberIdLabel)}</dt><dd><code>${escapeHtml(member.id)}</code></dd>`,
    `<dt>${escapeHtml(t.exportedAtLabel)}</dt><dd>${when(exportedAt, 'long')}</dd>`,
    '</dl>',
    `<h2>${escapeHtml(t.filesTitle)}</h2>`,
    '<dl>',
    ...files.map(([what, text]) => `<dt>${what}</dt><dd>${escapeHtml(text ?? '')}</dd>`),
    '</dl>',
    `<h2>${escapeHtml(t.photosTitle)}</h2>`,
    photoSection,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
