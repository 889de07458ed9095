import 'i18next';
import type { en } from './en';
import type { FeatureTexts } from './namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en } & FeatureTexts;
  }
}
