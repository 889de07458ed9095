import type { Localization } from '@mui/material/locale';
import type { GridLocaleText } from '@mui/x-data-grid';
import type { Translation } from './en';

/** One language besides English: the interface's text and MUI's and the DataGrid's built-in text. */
export interface LanguagePack {
  translation: Translation;
  mui: Localization;
  grid: Partial<GridLocaleText>;
}
