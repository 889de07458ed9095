import { swahiliGrid, swahiliMui } from './mui-locale';
import { sw } from './translation';

/** Everything Swahili, loaded as one chunk when the language is chosen (the sign-in page stays small). */
export const swahili = { translation: sw, mui: swahiliMui, grid: swahiliGrid };
