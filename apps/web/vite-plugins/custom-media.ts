/**
 * The CSS modules' breakpoints from the same place as the code's (src/lib/layout.ts): a tiny
 * PostCSS plugin (no dependency) writes `@media (--mobile)` out as `@media (max-width: 47.99em)`,
 * the custom media syntax of Media Queries 5 that no browser supports yet. A name it does not
 * know fails the build rather than leaving a query that never matches.
 */
interface MediaRule {
  params: string;
  error(message: string): Error;
}

export function customMedia(queries: Readonly<Record<string, string>>) {
  return {
    postcssPlugin: 'nahbar-custom-media',
    AtRule: {
      media(rule: MediaRule) {
        rule.params = expandCustomMedia(rule.params, queries, (name) => {
          throw rule.error(
            `unknown custom media (--${name}): src/lib/layout.ts names ${Object.keys(queries).join(', ')}`,
          );
        });
      },
    },
  };
}

export function expandCustomMedia(
  params: string,
  queries: Readonly<Record<string, string>>,
  unknown: (name: string) => never,
): string {
  return params.replace(/\(--([a-z-]+)\)/g, (_, name: string) => queries[name] ?? unknown(name));
}
