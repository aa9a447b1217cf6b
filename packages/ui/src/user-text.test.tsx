import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemberLine } from './member-line';
import { USER_TEXT_CLASS } from './user-text';

const spoof = { displayName: 'Anna\u202Egnp.exe', username: 'anna', gender: 'female', primaryPhoto: null };

describe('text members wrote', () => {
  it('marks the name and the handle of a member line for bidirectional isolation', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <MemberLine user={spoof} />
      </MantineProvider>,
    );
    const marked =
      html.match(new RegExp(`class="[^"]*\\b${USER_TEXT_CLASS}\\b[^"]*"[^>]*>([^<]*)<`, 'g')) ?? [];
    expect(marked).toHaveLength(2);
    expect(marked[0]).toContain('Anna\u202Egnp.exe');
    expect(marked[1]).toContain('@anna');
  });
});
