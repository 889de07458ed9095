import type { LanguagePack } from '../language-pack';
import { swahiliFeatures } from './features';
import { swahiliGrid, swahiliMui } from './mui-locale';
import { sw } from './translation';

/** Everything Swahili, loaded as one chunk when the language is chosen (the sign-in page stays small). */
export const swahili: LanguagePack = {
  translation: sw,
  features: swahiliFeatures,
  mui: swahiliMui,
  grid: swahiliGrid,
};
