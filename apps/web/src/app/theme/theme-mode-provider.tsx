import CssBaseline from '@mui/material/CssBaseline';
import { type PaletteMode, ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languagePack } from '../../shared/i18n/i18n';
import { createAppTheme } from './create-app-theme';
import { ThemeModeContext, type ThemeModeValue } from './theme-mode-context';

/** localStorage key of the user's light/dark choice. */
export const THEME_STORAGE_KEY = 'theme';

function readSavedMode(): PaletteMode | null {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : null;
  } catch {
    return null;
  }
}

/**
 * Light or dark: the saved choice, else the system preference (and it follows the system until chosen);
 * MUI's built-in words in the interface language; no animation when the system asks for reduced motion.
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [saved, setSaved] = useState<PaletteMode | null>(readSavedMode);
  const mode: PaletteMode = saved ?? (prefersDark ? 'dark' : 'light');
  const { i18n } = useTranslation();
  const pack = languagePack(i18n.language);
  const theme = useMemo(
    () => createAppTheme(mode, pack, reducedMotion ? 'reduced' : 'full'),
    [mode, pack, reducedMotion],
  );

  const value = useMemo<ThemeModeValue>(
    () => ({
      mode,
      toggleMode: () => {
        const next: PaletteMode = mode === 'dark' ? 'light' : 'dark';
        try {
          window.localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // Not saved; the choice lasts for this page.
        }
        setSaved(next);
      },
    }),
    [mode],
  );

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
