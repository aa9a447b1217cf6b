import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemberLine } from './member-line';

const anna = { displayName: 'Anna Berg', username: 'anna', gender: 'female', primaryPhoto: null };

function render(node: ReactNode): string {
  return renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);
}

describe('MemberLine', () => {
  it('shows the name and the @handle, with the avatar hidden from screen readers', () => {
    const html = render(<MemberLine user={anna} />);
    expect(html).toContain('Anna Berg');
    expect(html).toContain('>@anna<');
    expect(html).toMatch(/mantine-Avatar-root"[^>]*aria-hidden="true"/);
    expect(html).not.toContain('data-online');
  });

  it('puts a presence dot on the avatar only when presence is known', () => {
    expect(render(<MemberLine user={anna} online />)).toContain('data-online="true"');
    expect(render(<MemberLine user={anna} online={false} />)).toContain('data-online="false"');
    expect(render(<MemberLine user={anna} online={null} />)).toContain('data-online="unknown"');
  });

  it('moves the handle’s aside to a line of its own rather than cutting the handle short', () => {
    const html = render(<MemberLine user={anna} handleAside={<span>~504 km · 5 h 20 min</span>} />);
    const handleLine = html.match(/<div[^>]*data-handle-line[^>]*>/)?.[0] ?? '';
    expect(handleLine).toContain('--group-wrap:wrap');
    expect(handleLine).not.toContain('nowrap');
  });

  it('takes a marked name and handle, asides and a trailing slot', () => {
    const html = render(
      <MemberLine
        user={anna}
        name={<mark>Anna</mark>}
        handle={<mark>ann</mark>}
        nameAside={<span>(you)</span>}
        trailing={<button type="button">Close</button>}
      >
        <p>Likes hiking</p>
      </MemberLine>,
    );
    expect(html).toContain('<mark>Anna</mark>');
    expect(html).toContain('<mark>ann</mark>');
    expect(html).toContain('(you)');
    expect(html).toContain('<button type="button">Close</button>');
    expect(html).toContain('Likes hiking');
    expect(html).not.toContain('Anna Berg</p>');
  });
});
