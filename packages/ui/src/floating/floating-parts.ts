/**
 * Mantine's floating layer: menus, popovers, tooltips and the positioning library under them
 * (about 25 kB gzip). No screen imports these directly; `floating-store.ts` loads this module
 * once the first screen is up, so the first load does without it.
 */
export { Menu, Popover, Tooltip } from '@mantine/core';
