import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tawi/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import type { LanguagePack } from './language-pack';

/** localStorage key of the last language used here: the sign-in page opens in it. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The languages other than English, each loaded on first use (its own chunk). */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<LanguagePack>> = {
  sw: () => import('./sw').then((m) => m.swahili),
};
const loaded = new Map<Language, LanguagePack>();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
});

export { i18n };

export function savedLanguage(): Language {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function saveLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not saved here; the server keeps the signed-in user's choice.
  }
}

/** The loaded pack of a language other than English (undefined for English or before it loads). */
export const languagePack = (language: string): LanguagePack | undefined =>
  isLanguage(language) ? loaded.get(language) : undefined;

/** Whether `language`'s text is at hand (English always is). */
export const isLanguageLoaded = (language: Language): boolean => language === 'en' || loaded.has(language);

/** Loads `language`'s text without showing the interface in it (a document printed in another language). */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return;
  const pack = await LOADERS[language]();
  i18n.addResourceBundle(language, 'translation', pack.translation, true, true);
  for (const [namespace, text] of Object.entries(pack.features)) {
    i18n.addResourceBundle(language, namespace, text, true, true);
  }
  loaded.set(language, pack);
}

/** Shows the interface in `language` (loading its text first) and remembers it in this browser. */
export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  saveLanguage(language);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
