import {
  type AnchorProps,
  createTheme,
  type DrawerProps,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
  type TooltipProps,
} from '@mantine/core';
// Global accessibility rules (contrast variables, focus rings, touch targets, reduced motion).
import './accessibility.css';
import './emoji-font.css';
import { THEME_BREAKPOINTS } from './lib/layout';

/**
 * Nahbar's look: always dark (the provider forces it), a warm orange as the primary colour and
 * the breakpoints of the chat spec §1 (480 / 768 / 1024 px) in em.
 */
// Component defaults are plain objects typed by the components' props rather than
// `Modal.extend(...)`: `extend` only types its argument, and importing the component for it would
// put dialogs, drawers and toasts into the first download although the chat screen loads them
// on demand.
export const theme = createTheme({
  primaryColor: 'orange',
  colors: {
    // Mantine's dark palette with one change: grey 2, the secondary text (dimmed, descriptions,
    // timestamps, handles, counts, toast text), from #828282 (4.0:1 on the page, 3.5:1 on panels)
    // to #a6a6a6 (6.4:1 on the page #242424, 5.6:1 on panels #2e2e2e, 4.6:1 on a hovered row).
    dark: [
      '#C9C9C9',
      '#b8b8b8',
      '#a6a6a6',
      '#696969',
      '#424242',
      '#3b3b3b',
      '#2e2e2e',
      '#242424',
      '#1f1f1f',
      '#141414',
    ],
  },
  primaryShade: { light: 6, dark: 7 },
  // Text on filled colours is black or white, whichever contrasts more: 0.179 is the luminance
  // at which both give the same ratio. White on the orange would be 3:1, black is 6.9:1.
  autoContrast: true,
  luminanceThreshold: 0.179,
  respectReducedMotion: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  breakpoints: { ...THEME_BREAKPOINTS, lg: '75em', xl: '90em' },
  // Emoji in colour: "Nahbar Emoji" (emoji-font.css) first, for emoji code points only; the
  // colour emoji fonts last, for whatever emoji the first face misses.
  fontFamily:
    '"Nahbar Emoji", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, ' +
    '"Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"',
  headings: { fontWeight: '700' },
  components: {
    // Links inside text differ from it by more than colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } satisfies Partial<AnchorProps> },
    // A menu holds only menu items: no focus placeholder, which axe finds a child without a role;
    // focus goes to the first item on opening, as the menu button pattern has it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // Keyboard focus shows the tooltip too; a tap on a touch screen does not (it would stay).
    Tooltip: {
      defaultProps: { events: { hover: true, focus: true, touch: false } } satisfies Partial<TooltipProps>,
    },
  },
});

/**
 * Dialogs, drawers, the lightbox and toasts bring their own close button; each needs a name, in
 * the member's language (the theme provider adds this to the theme).
 */
export function closeButtonNames(close: string) {
  const closeButtonProps = { 'aria-label': close };
  return createTheme({
    components: {
      Modal: { defaultProps: { closeButtonProps } satisfies Partial<ModalProps> },
      Drawer: { defaultProps: { closeButtonProps } satisfies Partial<DrawerProps> },
      Notification: { defaultProps: { closeButtonProps } satisfies Partial<NotificationProps> },
    },
  });
}
