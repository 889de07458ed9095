import { authApi } from '@tawi/contracts';
import type { Language } from '@tawi/domain';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../shared/api/api-hooks';
import { applyLanguage } from '../../shared/i18n/i18n';

/**
 * Saves the signed-in user's interface language on the server and shows it at once; the refreshed
 * `me` carries it from then on (also after a reload or on another device).
 */
export function useSaveLanguage() {
  const { t } = useTranslation();
  return useApiMutation(authApi.updatePreferences, {
    input: (language: Language) => ({ body: { language } }),
    onSuccess: (saved) => applyLanguage(saved.language),
    onError: () => toast.error(t('language.saveFailed')),
  });
}
