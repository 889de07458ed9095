import type { AccountType } from '@tawi/domain';
import { ACCOUNT_TYPES } from '@tawi/domain';
import type { TFunction } from 'i18next';

/** The English names (the trial balance's, until the reports take `t`); the ledger's pages use `t`. */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  asset: 'Asset',
  liability: 'Liability',
  equity: 'Equity',
  income: 'Income',
  expense: 'Expense',
};

/** The account types as options, named in the interface language. */
export const accountTypeOptions = (t: TFunction<'ledger'>) =>
  ACCOUNT_TYPES.map((value) => ({ value, label: t(`accountTypes.${value}`) }));

/** 'cost_of_sales' -> 'Cost of sales'. */
export function subtypeLabel(subtype: string | null): string | null {
  if (!subtype) return null;
  const words = subtype.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
