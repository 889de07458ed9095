import i18next from 'i18next';
import type { InterfaceText } from '../api/error-text/error-text';
import { errorWordingOf } from '../api/error-text/word-refusals';
import { en } from '../i18n/en';
import { errorWording as englishWording } from '../i18n/en/error-wording';
import { errorWording as swahiliWording } from '../i18n/sw/error-wording';
import { sw } from '../i18n/sw/translation';

/** The interface's words in one language, for unit tests (the app's own instance stays English there). */
export function interfaceText(language: 'en' | 'sw'): InterfaceText {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, sw: { translation: sw } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const wording = language === 'sw' ? errorWordingOf(englishWording, swahiliWording) : undefined;
  return { language, t: instance.t, wording };
}
