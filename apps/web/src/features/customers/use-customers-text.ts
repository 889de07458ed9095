import { customers } from '../../shared/i18n/en/customers';
import { useFeatureText } from '../../shared/i18n/feature-text';

/** `t` for the customers area's text (keys in shared/i18n/en/customers.ts). */
export const useCustomersText = () => useFeatureText('customers', customers);
