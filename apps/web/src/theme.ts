import { createTheme } from '@mantine/core';

/**
 * Nahbar's look: always dark (the provider forces it), a warm orange as the primary colour and
 * the breakpoints of the chat spec §1 (480 / 768 / 1024 px) in em.
 */
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 6, dark: 7 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '75em', xl: '90em' },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
});
