import type { PaletteMode } from '@mui/material/styles';
import { createContext, useContext } from 'react';

export interface ThemeModeValue {
  mode: PaletteMode;
  toggleMode: () => void;
}

export const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', toggleMode: () => {} });

export function useThemeMode(): ThemeModeValue {
  return useContext(ThemeModeContext);
}
