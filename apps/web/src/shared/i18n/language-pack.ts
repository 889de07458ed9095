import type { Localization } from '@mui/material/locale';
import type { GridLocaleText } from '@mui/x-data-grid';
import type { Translation } from './en';
import type { FeatureTexts } from './namespaces';
import type { Translated } from './translated';

/** Each area's text in a language other than English. */
export type TranslatedFeatures = { [N in keyof FeatureTexts]: Translated<FeatureTexts[N]> };

/** One language besides English: the interface's text and MUI's and the DataGrid's built-in text. */
export interface LanguagePack {
  translation: Translation;
  features: TranslatedFeatures;
  mui: Localization;
  grid: Partial<GridLocaleText>;
}
