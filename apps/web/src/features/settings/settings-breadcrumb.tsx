import { BreadcrumbLink } from '../../shared/breadcrumb-link';
import { useSettingsText } from './use-settings-text';

/** "← Settings" above a settings sub-page's title. */
export function SettingsBreadcrumb() {
  const { t } = useSettingsText();
  return <BreadcrumbLink to="/dashboard/settings" label={t('hub.backLink')} />;
}
