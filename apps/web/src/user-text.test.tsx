import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { USER_TEXT_CLASS } from '@nahbar/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessageText } from './features/chat/messages/message-text';

describe('members’ text in the web app', () => {
  it('isolates the user-text class in one global rule', () => {
    const css = readFileSync(new URL('./user-text.css', import.meta.url), 'utf8');
    expect(css).toMatch(new RegExp(`\\.${USER_TEXT_CLASS}\\s*\\{\\s*unicode-bidi:\\s*isolate;\\s*\\}`));
    const main = readFileSync(new URL('./main.tsx', import.meta.url), 'utf8');
    expect(main).toContain("import './user-text.css';");
  });

  it('renders message text with the class, override characters and all', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <MessageText content={'look at photo\u202Egnp.exe'} selfUsername="anna" />
      </MantineProvider>,
    );
    expect(html).toMatch(
      new RegExp(`class="[^"]*\\b${USER_TEXT_CLASS}\\b[^"]*"[^>]*>look at photo\u202Egnp.exe<`),
    );
  });
});
