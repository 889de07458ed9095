import type { AccountType } from '@tawi/domain';
import { ACCOUNT_TYPES } from '@tawi/domain';

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  asset: 'Asset',
  liability: 'Liability',
  equity: 'Equity',
  income: 'Income',
  expense: 'Expense',
};

export const ACCOUNT_TYPE_OPTIONS = ACCOUNT_TYPES.map((value) => ({
  value,
  label: ACCOUNT_TYPE_LABELS[value],
}));

/** 'cost_of_sales' -> 'Cost of sales'. */
export function subtypeLabel(subtype: string | null): string | null {
  if (!subtype) return null;
  const words = subtype.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
