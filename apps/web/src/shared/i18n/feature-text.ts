import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import type { FeatureNamespace, FeatureTexts } from './namespaces';

/**
 * The `t` of one area's text. The English comes from the caller (so it ships in that area's chunk) and
 * is registered on first use; other languages arrive with their pack (see `applyLanguage`).
 */
export function useFeatureText<N extends FeatureNamespace>(namespace: N, english: FeatureTexts[N]) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  return useTranslation(namespace);
}
