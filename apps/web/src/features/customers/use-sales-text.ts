import type { Language } from '@tawi/domain';
import { sales } from '../../shared/i18n/en/sales';
import { useFeatureText, useFeatureTextIn } from '../../shared/i18n/feature-text';

/** `t` for the sales area's text (keys in shared/i18n/en/sales.ts). */
export const useSalesText = () => useFeatureText('sales', sales);

/** The sales area's `t` in `language` (a document in the company's language). */
export const useSalesTextIn = (language: Language) => useFeatureTextIn('sales', sales, language);
