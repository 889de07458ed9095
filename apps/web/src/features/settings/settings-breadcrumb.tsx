import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useSettingsText } from './use-settings-text';

/** "← Settings" above a settings sub-page's title. */
export function SettingsBreadcrumb() {
  const { t } = useSettingsText();
  return (
    <Link
      component={RouterLink}
      to="/dashboard/settings"
      underline="hover"
      color="text.secondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1, fontSize: 14 }}
    >
      <ArrowBackIcon sx={{ fontSize: 16 }} aria-hidden />
      {t('hub.backLink')}
    </Link>
  );
}
