import { settings } from '../../shared/i18n/en/settings';
import { useFeatureText } from '../../shared/i18n/feature-text';

/** `t` for the settings area's text (keys in shared/i18n/en/settings.ts). */
export const useSettingsText = () => useFeatureText('settings', settings);
