import { describe, expect, it } from 'vitest';
import { stylesheetOrder } from './stylesheet-order';

type Hook = (this: { error: (message: string) => never }, options: unknown, bundle: unknown) => void;

function order(html: string): string {
  const bundle = { 'index.html': { type: 'asset', source: html } };
  const hook = stylesheetOrder().generateBundle as unknown as Hook;
  hook.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    {},
    bundle,
  );
  return bundle['index.html'].source;
}

describe('the order of the stylesheets', () => {
  it("puts Mantine's first-screen sheet first, marked for the full sheet to follow it", () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-b2.css">',
      '<link rel="stylesheet" crossorigin href="/assets/first-screen-c3.css">',
    ].join('\n    ');
    const ordered = order(html);
    expect(ordered.indexOf('first-screen-c3.css')).toBeLessThan(ordered.indexOf('index-b2.css'));
    expect(ordered).toContain(
      '<link data-mantine-first-screen rel="stylesheet" crossorigin href="/assets/first-screen-c3.css">',
    );
    expect(ordered.match(/first-screen-c3\.css/g)).toHaveLength(1);
  });

  it('fails the build when the first-screen sheet is not linked', () => {
    expect(() => order('<link rel="stylesheet" crossorigin href="/assets/index-b2.css">')).toThrow(
      'the first-screen stylesheet is not linked',
    );
  });
});
