import { sales } from '../../shared/i18n/en/sales';
import { useFeatureText } from '../../shared/i18n/feature-text';

/** `t` for the sales area's text (keys in shared/i18n/en/sales.ts). */
export const useSalesText = () => useFeatureText('sales', sales);
