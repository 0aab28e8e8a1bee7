import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useTheme } from '../stores/theme';
import { darkTheme, lightTheme } from './tokens';

/** Styled-components theme fed by the theme store; used by the shell and inside every parcel. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useTheme((s) => s.mode);
  return <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>{children}</ThemeProvider>;
}
