import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useT } from './i18n';
import { closeButtonNames, theme } from './theme';

/** Mantine with Nahbar's theme, always dark, its built-in labels in the member's language. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const close = useT().common.close;
  const localized = useMemo(() => mergeThemeOverrides(theme, closeButtonNames(close)), [close]);
  return (
    <MantineProvider theme={localized} forceColorScheme="dark">
      {children}
    </MantineProvider>
  );
}
