import { ACCOUNT_TYPES } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { ledger } from '../../../shared/i18n/en/ledger';

/** The account types as options, named in the interface language. */
export const accountTypeOptions = (t: TFunction<'ledger'>) =>
  ACCOUNT_TYPES.map((value) => ({ value, label: t(`accountTypes.${value}`) }));

type SubtypeKey = keyof typeof ledger.subtypes;
const isSubtypeKey = (key: string): key is SubtypeKey => Object.hasOwn(ledger.subtypes, key);

/**
 * A subtype in the interface language: the default chart's by its code ('cost_of_sales' -> its
 * `subtypes.costOfSales`; i18next reads '_' in a key as a plural suffix), else the code in words.
 */
export function subtypeLabel(subtype: string | null, t: TFunction<'ledger'>): string | null {
  if (!subtype) return null;
  const key = subtype.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  if (isSubtypeKey(key)) return t(`subtypes.${key}`);
  const words = subtype.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
