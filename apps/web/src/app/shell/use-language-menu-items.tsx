import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import type { Language } from '@tawi/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveLanguage } from '../../features/auth/language-api';
import { LANGUAGE_CHOICES } from '../../shared/i18n/language-choices';

/**
 * "Language / Lugha" in the user menu: English or Kiswahili, saved for the user on the server. A hook
 * giving the menu's items, as MUI's Menu moves focus through its direct children only.
 */
export function useLanguageMenuItems(current: Language, onChosen: () => void): ReactElement[] {
  const { t } = useTranslation();
  const save = useSaveLanguage();
  return [
    // a heading, not a list item (a menu holds menu items only)
    <ListSubheader key="heading" role="presentation" sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
      {t('language.menuLabel')}
    </ListSubheader>,
    ...LANGUAGE_CHOICES.map(({ language, key }) => (
      <MenuItem
        key={language}
        role="menuitemradio"
        aria-checked={language === current}
        disabled={save.isPending}
        onClick={() => {
          onChosen();
          if (language !== current) save.mutate(language);
        }}
      >
        <ListItemIcon>{language === current && <CheckIcon fontSize="small" />}</ListItemIcon>
        {t(key)}
      </MenuItem>
    )),
  ];
}
