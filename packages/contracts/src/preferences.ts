import { LANGUAGES } from '@tawi/domain';
import { z } from 'zod';

/** An interface or document language: `en` (English, the default) or `sw` (Swahili). */
export const language = z.enum(LANGUAGES);

/** The signed-in user's own preferences, changed by themselves (any field left out stays). */
export const userPreferencesUpdate = z.strictObject({ language: language.optional() });
export type UserPreferencesUpdate = z.infer<typeof userPreferencesUpdate>;

export const userPreferences = z.object({ language });
export type UserPreferences = z.infer<typeof userPreferences>;
