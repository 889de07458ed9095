import i18next from 'i18next';
import { customers as english } from '../../shared/i18n/en/customers';
import { customers as swahili } from '../../shared/i18n/sw/customers';

/** The customers area's `t` in one language, for tests of the plain functions that take it. */
export function customersText(language: 'en' | 'sw' = 'en') {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { en: { customers: english }, sw: { customers: swahili } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.getFixedT(language, 'customers');
}
