import i18next, { type TFunction } from 'i18next';
import { englishFeatures } from './en/features';
import type { FeatureNamespace } from './namespaces';
import { swahiliFeatures } from './sw/features';

/**
 * An area's `t` in one language outside React, for the unit tests of the plain functions that take it
 * (form schemas, column builders, wordings). Its own i18next instance: the app's is left alone.
 */
export function areaText<N extends FeatureNamespace>(
  namespace: N,
  language: 'en' | 'sw' = 'en',
): TFunction<N> {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    ns: [namespace],
    resources: {
      en: { [namespace]: englishFeatures[namespace] },
      sw: { [namespace]: swahiliFeatures[namespace] },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.getFixedT(language, namespace);
}
