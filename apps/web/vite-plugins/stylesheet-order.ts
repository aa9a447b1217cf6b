import type { Plugin } from 'vite';

const FIRST_SCREEN_LINK = /\s*<link rel="stylesheet"[^>]*href="\/assets\/first-screen-[^"]+\.css"[^>]*>/;

/**
 * Puts the stylesheet of Mantine's first-screen styles (src/styles/first-screen.ts) first among
 * the page's stylesheets, marked for src/styles/all-styles.ts, which adds Mantine's full sheet
 * right after it: Mantine's rules, then the app's, which override them (the bundler links the
 * entry's own stylesheet first).
 */
export function stylesheetOrder(): Plugin {
  return {
    name: 'nahbar:stylesheet-order',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') {
        this.error('index.html is missing from the bundle');
      }
      const link = FIRST_SCREEN_LINK.exec(html.source)?.[0];
      if (!link) this.error('the first-screen stylesheet is not linked from index.html');
      const rest = html.source.replace(link, '');
      const firstStylesheet = rest.indexOf('<link rel="stylesheet"');
      if (firstStylesheet < 0) this.error('index.html links no other stylesheet');
      const marked = link.trim().replace('<link ', '<link data-mantine-first-screen ');
      html.source = `${rest.slice(0, firstStylesheet)}${marked}\n    ${rest.slice(firstStylesheet)}`;
    },
  };
}
