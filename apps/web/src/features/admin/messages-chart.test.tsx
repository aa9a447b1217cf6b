import { MantineProvider } from '@mantine/core';
import { de, en } from '@nahbar/contracts';
import { TextProvider } from '@nahbar/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessagesChart } from './messages-chart';

const START = Date.parse('2026-11-27T08:00:00Z');
const HOURS = Array.from({ length: 24 }, (_, i) => ({
  hour: new Date(START + i * 3_600_000).toISOString(),
  count: i === 5 ? 17 : i % 3,
}));

function render(locale: 'de' | 'en') {
  const m = locale === 'de' ? de : en;
  return renderToStaticMarkup(
    <MantineProvider>
      <TextProvider value={{ locale, intlLocale: locale === 'de' ? 'de-DE' : 'en-GB', m }}>
        <MessagesChart hours={HOURS} />
      </TextProvider>
    </MantineProvider>,
  );
}

describe('MessagesChart', () => {
  it('labels the value scale with round steps up to the peak', () => {
    const html = render('en');
    const ticks = [...html.matchAll(/data-tick="(\d+)"[^>]*>([^<]*)</g)].map((match) => [match[1], match[2]]);
    expect(ticks).toEqual([
      ['0', '0'],
      ['5', '5'],
      ['10', '10'],
      ['15', '15'],
      ['20', '20'],
    ]);
  });

  it('names both axes and gives screen readers a table of every hour', () => {
    const html = render('de');
    expect(html).toContain('>Nachrichten<');
    expect(html).toContain('>Uhrzeit<');
    expect(html).toContain('aria-labelledby="admin-messages-chart"');
    expect(html.match(/<tr>/g)).toHaveLength(1 + HOURS.length);
    expect(html).toMatch(/<td>[^<]*<\/td><td>17<\/td>/);
    expect(html).toMatch(/role="img" aria-label="[^"]*höchstens 17/);
  });

  it('puts times under every sixth hour and the last', () => {
    const html = render('en');
    const times = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
    for (const index of [0, 6, 12, 18, 23]) {
      const label = times.format(new Date(HOURS[index]?.hour ?? ''));
      expect(html, label).toMatch(new RegExp(`data-time-label[^>]*>${label}<`));
    }
  });
});
