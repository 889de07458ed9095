import type { Reconciliation, ReconciliationItem } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { formatDate, formatKes } from '../../../shared/format';

export const reconciliationPaths = {
  list: '/dashboard/reconciliation',
  one: (id: string) => `/dashboard/reconciliation/${id}`,
} as const;

/** "KCB Current as at 31 Jan 2025": how a reconciliation is named in titles and messages. */
export function reconciliationName(
  r: Pick<Reconciliation, 'accountName' | 'statementDate'>,
  t: TFunction<'banking'>,
): string {
  return t('reconciliation.name', { account: r.accountName, date: formatDate(r.statementDate) });
}

/** Which lines the detail page shows (their words: `items.views` of the banking text). */
export const ITEM_VIEWS = ['all', 'unmatched', 'matched'] as const;
export type ItemView = (typeof ITEM_VIEWS)[number];

export function isItemView(value: string): value is ItemView {
  return ITEM_VIEWS.some((v) => v === value);
}

export function itemsInView(items: readonly ReconciliationItem[], view: ItemView): ReconciliationItem[] {
  if (view === 'all') return [...items];
  const status = view === 'matched' ? 'Matched' : 'Unmatched';
  return items.filter((i) => i.status === status);
}

/** "+KES 12,000.00" for a deposit, "−KES 8,000.00" for a withdrawal. */
export function signedAmount(item: Pick<ReconciliationItem, 'type' | 'amount'>): string {
  return `${item.type === 'Deposit' ? '+' : '\u2212'}${formatKes(item.amount)}`;
}

/** Whether the cleared lines add up to the statement: only then can it be finished. */
export const isBalanced = (r: Pick<Reconciliation, 'difference'>): boolean => Money.of(r.difference).isZero();
