import type { Language } from '@tawi/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, isLanguageLoaded, loadLanguage } from './i18n';
import type { FeatureNamespace, FeatureTexts } from './namespaces';

/**
 * The `t` of one area's text. The English comes from the caller (so it ships in that area's chunk) and
 * is registered on first use; other languages arrive with their pack (see `applyLanguage`).
 */
export function useFeatureText<N extends FeatureNamespace>(namespace: N, english: FeatureTexts[N]) {
  registerEnglish(namespace, english);
  return useTranslation(namespace);
}

function registerEnglish<N extends FeatureNamespace>(namespace: N, english: FeatureTexts[N]) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
}

/**
 * The `t` of one area's text in `language`, whatever the interface's: a document printed in the
 * company's language (the counter receipt). English until that language's text has loaded.
 */
export function useFeatureTextIn<N extends FeatureNamespace>(
  namespace: N,
  english: FeatureTexts[N],
  language: Language,
) {
  registerEnglish(namespace, english);
  const [ready, setReady] = useState(() => isLanguageLoaded(language));
  useEffect(() => {
    let current = true;
    if (isLanguageLoaded(language)) setReady(true);
    else void loadLanguage(language).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [language]);
  return i18n.getFixedT(ready ? language : 'en', namespace);
}
