import { reports } from '../../shared/i18n/en/reports';
import { useFeatureText } from '../../shared/i18n/feature-text';

/** `t` for the reports area's text (keys in shared/i18n/en/reports.ts). */
export const useReportsText = () => useFeatureText('reports', reports);
