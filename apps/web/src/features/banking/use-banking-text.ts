import { banking } from '../../shared/i18n/en/banking';
import { useFeatureText } from '../../shared/i18n/feature-text';

/** `t` for the banking area's text (keys in shared/i18n/en/banking.ts). */
export const useBankingText = () => useFeatureText('banking', banking);
