import { isLanguage, type Language } from '@tawi/domain';
import type { TFunction } from 'i18next';
import type { Details } from './details';

/** An API refusal as `ApiError` holds it. */
export interface ApiRefusal {
  status: number;
  code: string;
  message: string;
  details: Details;
}

/**
 * One language's words for the API's refusals (`word-refusals.ts`): undefined where it has none, and the
 * caller shows the server's own message.
 */
export interface ErrorWording {
  refusal: (err: ApiRefusal, t: TFunction) => string | undefined;
  field: (message: string, t: TFunction) => string | undefined;
}

/**
 * The languages other than English, each loaded on first use, with the code that words the refusals (its
 * own chunk: English shows the server's messages, so none of this is in what every page loads).
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<ErrorWording>> = {
  sw: async () => {
    const [{ errorWordingOf }, reference, swahili] = await Promise.all([
      import('./word-refusals'),
      import('../../i18n/en/error-wording'),
      import('../../i18n/sw/error-wording'),
    ]);
    return errorWordingOf(reference.errorWording, swahili.errorWording);
  },
};
const loaded = new Map<Language, ErrorWording>();

/** Loads the error wording of `language` (nothing for English). */
export async function loadErrorWording(language: string): Promise<void> {
  if (!isLanguage(language) || language === 'en' || loaded.has(language)) return;
  loaded.set(language, await LOADERS[language]());
}

/** The loaded error wording of `language`; undefined for English or before it loads. */
export const errorWordingIn = (language: string): ErrorWording | undefined =>
  isLanguage(language) ? loaded.get(language) : undefined;
