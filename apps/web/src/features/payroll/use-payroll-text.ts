import { payroll } from '../../shared/i18n/en/payroll';
import { useFeatureText } from '../../shared/i18n/feature-text';

/** `t` for the payroll area's text (keys in shared/i18n/en/payroll.ts). */
export const usePayrollText = () => useFeatureText('payroll', payroll);
