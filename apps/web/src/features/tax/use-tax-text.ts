import { tax } from '../../shared/i18n/en/tax';
import { useFeatureText } from '../../shared/i18n/feature-text';

/** `t` for the tax area's text (keys in shared/i18n/en/tax.ts). */
export const useTaxText = () => useFeatureText('tax', tax);
