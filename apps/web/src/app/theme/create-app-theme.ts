import { alpha, createTheme, type PaletteMode, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { BREAKPOINTS } from '@tawi/domain';
import type { LanguagePack } from '../../shared/i18n/language-pack';

const FONT = '"Poppins", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const palettes = {
  light: {
    primary: { main: '#1b5e20', light: '#4c8c4a', dark: '#003300', contrastText: '#ffffff' },
    secondary: { main: '#a15c00', contrastText: '#ffffff' },
    // darker than MUI's defaults (#0288d1 3.9:1, #ed6c02 3.1:1): status chips' text meets WCAG AA (4.5:1) on paper
    info: { main: '#0277bd' },
    warning: { main: '#b45309' },
    background: { default: '#f4f6f3', paper: '#ffffff' },
    divider: 'rgba(20, 40, 20, 0.10)',
  },
  dark: {
    primary: { main: '#81c784', light: '#a5d6a7', dark: '#4c8c4a', contrastText: '#0b2a0e' },
    secondary: { main: '#ffb74d', contrastText: '#1f1300' },
    background: { default: '#0f1510', paper: '#161e17' },
    divider: 'rgba(200, 230, 200, 0.12)',
  },
} as const;

/** MUI's and the DataGrid's built-in text in a language other than English (none for English). */
const localeThemes = (pack: LanguagePack | undefined) =>
  pack ? [pack.mui, { components: { MuiDataGrid: { defaultProps: { localeText: pack.grid } } } }] : [];

/** Whether the interface animates: `reduced` when the system asks for less motion (WCAG 2.3.3). */
export type Motion = 'full' | 'reduced';

/**
 * With reduced motion nothing slides, fades or grows: every duration is 0 (dialogs, menus, the sidebar's
 * groups, which take the theme's duration) and no CSS transition is made (MUI's documented way to turn
 * them off).
 */
const stillTransitions = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/**
 * Tawi's MUI theme: Poppins, the spec's breakpoints, a deep green primary, light or dark; with
 * `language`, MUI's own words (pagination, grid footers and menus) in that language; still with `reduced`
 * motion.
 */
export function createAppTheme(mode: PaletteMode, language?: LanguagePack, motion: Motion = 'full'): Theme {
  const p = palettes[mode];
  return createTheme(
    {
      ...(motion === 'reduced' ? { transitions: stillTransitions } : {}),
      breakpoints: { values: { ...BREAKPOINTS } },
      palette: { mode, ...p },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: FONT,
        h1: { fontWeight: 600 },
        h2: { fontWeight: 600 },
        h3: { fontWeight: 600 },
        h4: { fontWeight: 600, fontSize: '1.75rem', letterSpacing: '-0.01em' },
        h5: { fontWeight: 600 },
        h6: { fontWeight: 600, fontSize: '1.05rem' },
        subtitle1: { fontWeight: 500 },
        subtitle2: { fontWeight: 600 },
        button: { fontWeight: 600, textTransform: 'none' },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            ':focus-visible': { outline: `2px solid ${p.primary.main}`, outlineOffset: 2 },
            'a:focus-visible': { borderRadius: 4 },
          },
        },
        MuiButtonBase: {
          styleOverrides: {
            root: { '&.Mui-focusVisible': { outline: `2px solid ${p.primary.main}`, outlineOffset: 2 } },
          },
        },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
        MuiCard: {
          defaultProps: { variant: 'outlined' },
          styleOverrides: { root: { borderRadius: 14 } },
        },
        MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
        MuiTextField: { defaultProps: { size: 'small' } },
        MuiListItemButton: {
          styleOverrides: {
            root: {
              borderRadius: 8,
              '&.Mui-selected': {
                backgroundColor: alpha(p.primary.main, mode === 'light' ? 0.1 : 0.16),
                color: p.primary.main,
                '& .MuiListItemIcon-root': { color: p.primary.main },
                '& .MuiListItemText-primary': { fontWeight: 600 },
              },
              '&.Mui-focusVisible': { outline: `2px solid ${p.primary.main}`, outlineOffset: -2 },
            },
          },
        },
        MuiListItemIcon: { styleOverrides: { root: { minWidth: 38 } } },
        MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
        MuiDialogTitle: { styleOverrides: { root: { fontWeight: 600 } } },
        MuiTooltip: { defaultProps: { arrow: true } },
      },
    },
    ...localeThemes(language),
  );
}
