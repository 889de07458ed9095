import { dashboard } from '../../shared/i18n/en/dashboard';
import { useFeatureText } from '../../shared/i18n/feature-text';

/** `t` for the dashboard area's text (keys in shared/i18n/en/dashboard.ts). */
export const useDashboardText = () => useFeatureText('dashboard', dashboard);
