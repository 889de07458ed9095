import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from '../../shared/i18n/i18n';
import { LANGUAGE_CHOICES } from '../../shared/i18n/language-choices';

/**
 * English or Kiswahili on the public pages, remembered in this browser; once signed in, the user's
 * own choice (kept on the server) takes over.
 */
export function AuthLanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('language.menuLabel')}
      sx={{ display: 'flex', justifyContent: 'center', gap: 2, mt: 3 }}
    >
      {LANGUAGE_CHOICES.map(({ language, key }) => (
        <Link
          key={language}
          component="button"
          type="button"
          variant="body2"
          lang={language}
          aria-current={i18n.language === language ? 'true' : undefined}
          underline={i18n.language === language ? 'none' : 'hover'}
          color={i18n.language === language ? 'text.primary' : 'primary'}
          onClick={() => void applyLanguage(language)}
        >
          {t(key)}
        </Link>
      ))}
    </Box>
  );
}
