import { describe, expect, it } from 'vitest';
import type { ExportPhoto } from './export-photos';
import { escapeHtml, renderExportReadme } from './export-readme';

const AT = new Date('2026-11-24T21:05:00.000Z');
const ID = '0b6c3a52-3f0e-4c2d-9a57-0d7b1f3c9e11';

function photo(overrides: Partial<ExportPhoto> = {}): ExportPhoto {
  return {
    ref: ID,
    archiveName: `photos/${ID}.jpg`,
    objectKey: `photos/${ID}.jpg`,
    originalName: 'urlaub.jpg',
    uploadedAt: AT,
    inProfile: true,
    primary: true,
    messages: 0,
    ...overrides,
  };
}

const member = { id: 'u1', username: 'anna_b', displayName: 'Anna "A" <B> & \'C\'' };

describe('README.html of the ZIP export', () => {
  it('escapes everything a member typed', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
    const html = renderExportReadme({
      locale: 'en',
      member,
      exportedAt: AT,
      photos: [photo({ originalName: '<img src=x onerror=alert(1)>.jpg' })],
    });
    expect(html).toContain('Anna &quot;A&quot; &lt;B&gt; &amp; &#39;C&#39; (@anna_b)');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;.jpg');
    expect(html).not.toMatch(/<img|<B>/);
  });

  it('is a whole document in the member’s language, naming each file', () => {
    const html = renderExportReadme({
      locale: 'de',
      member,
      exportedAt: AT,
      photos: [
        photo(),
        photo({ ref: 'x', archiveName: null, inProfile: false, primary: false, messages: 2 }),
      ],
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">\n<head>\n<meta charset="utf-8">/);
    expect(html.trimEnd()).toMatch(/<\/body>\n<\/html>$/);
    expect(html).toContain('<title>Deine Nahbar-Daten</title>');
    expect(html).toContain(
      '<time datetime="2026-11-24T21:05:00.000Z">24. November 2026 um 21:05:00 UTC</time>',
    );
    expect(html).toContain('letzten 1.000 Nachrichten');
    expect(html).toContain(`<a href="photos/${ID}.jpg"><code>photos/${ID}.jpg</code></a>`);
    expect(html).toContain('Hauptfoto im Profil');
    expect(html).toContain('In 2 Nachrichten gesendet');
    expect(html).toContain('Nicht enthalten: Die Datei wurde im Fotospeicher nicht gefunden.');
    expect(html).toContain(
      '1 Foto ist aufgeführt, aber nicht enthalten, weil seine Datei nicht gefunden wurde.',
    );
    // Tags opened are closed.
    for (const tag of ['table', 'thead', 'tbody', 'tr', 'td', 'th', 'dl', 'dt', 'dd', 'p', 'h1', 'h2', 'a']) {
      const opened = html.match(new RegExp(`<${tag}[ >]`, 'g'))?.length ?? 0;
      expect(html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0, tag).toBe(opened);
    }
  });

  it('names every part of export.json, in both languages', () => {
    const en = renderExportReadme({ locale: 'en', member, exportedAt: AT, photos: [] });
    expect(en).toContain('friend requests (open, answered and withdrawn)');
    expect(en).toContain('the rooms you created with their descriptions, how far you have read in each room');
    expect(en).toContain(
      'moderation measures taken against you and reports about you (reason and date, never who filed them)',
    );
    const de = renderExportReadme({ locale: 'de', member, exportedAt: AT, photos: [] });
    expect(de).toContain('Freundschaftsanfragen (offene, beantwortete und zurückgezogene)');
    expect(de).toContain(
      'die Räume, die du erstellt hast, mit ihren Beschreibungen, wie weit du in jedem Raum gelesen hast',
    );
    expect(de).toContain(
      'Moderationsmaßnahmen gegen dich und Meldungen über dich (Grund und Datum, nie wer gemeldet hat)',
    );
  });

  it('says when there are no photos, and leaves out the photos folder', () => {
    const html = renderExportReadme({ locale: 'en', member, exportedAt: AT, photos: [] });
    expect(html).toContain('There are no photos in this export.');
    expect(html).not.toContain('<table>');
    expect(html).not.toContain('photos/');
  });
});
