import i18next from 'i18next';
import type { InterfaceText } from '../api/error-text/error-text';
import { en } from '../i18n/en';
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
  return { language, t: instance.t };
}
