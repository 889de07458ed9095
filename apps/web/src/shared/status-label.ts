import { statusLabel } from '@tawi/domain';
import { useTranslation } from 'react-i18next';
import { en } from './i18n/en';

/** A status's English words, as `statusLabel` gives them ('Partly paid'), that have a translation. */
export type StatusWords = keyof typeof en.statuses;

export const isStatusWords = (words: string): words is StatusWords => Object.hasOwn(en.statuses, words);

/**
 * A status in words in the interface language: 'PaidPartially' -> 'Partly paid' / 'Imelipwa kiasi'. For
 * chips, filters and any text naming a status; one the resources lack shows as the domain words it.
 */
export function useStatusLabel(): (status: string) => string {
  const { t } = useTranslation();
  return (status) => {
    const words = statusLabel(status);
    return isStatusWords(words) ? t(`statuses.${words}`) : words;
  };
}
