/** The height of a screen's top bar (the chat header), in px. */
export const HEADER_HEIGHT = 60;

/** The chat spec's breakpoints (§1), in px: theme.ts's xs, sm and md are these in em. */
const BREAKPOINTS = { phone: 480, tablet: 768, desktop: 1024 } as const;

const em = (px: number) => `${px / 16}em`;
/** Just below a breakpoint: 47.99em, so that 768 px itself is no longer a phone. */
const below = (px: number) => `${px / 16 - 0.01}em`;

/** Theme breakpoints (Mantine's props take them by name: `hiddenFrom="sm"`). */
export const THEME_BREAKPOINTS = {
  xs: em(BREAKPOINTS.phone),
  sm: em(BREAKPOINTS.tablet),
  md: em(BREAKPOINTS.desktop),
};

/**
 * The one set of media queries, for code (`useMediaQuery(MEDIA.mobile)`) and, by their names,
 * for the CSS modules (`@media (--mobile)`: vite-plugins/custom-media.ts writes them in).
 */
export const MEDIA = {
  /** Phones: below 480 px. */
  phone: `(max-width: ${below(BREAKPOINTS.phone)})`,
  /** Touch-sized screens, phones and small tablets: below 768 px. */
  mobile: `(max-width: ${below(BREAKPOINTS.tablet)})`,
  /** From 768 px up. */
  tablet: `(min-width: ${em(BREAKPOINTS.tablet)})`,
  /** From 1024 px up: the chat's three columns. */
  desktop: `(min-width: ${em(BREAKPOINTS.desktop)})`,
} as const;
