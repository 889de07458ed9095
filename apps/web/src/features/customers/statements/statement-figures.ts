import type { CustomerStatement } from '@tawi/contracts';
import { AGING_BUCKETS, AGING_KEYS, Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { formatKes } from '../../../shared/format';
import type { StatementPeriod } from '../customers-api';

export type StatementFact = [label: string, value: string];

/** Opening balance, what was charged and paid in the period (exact sums), closing balance. */
export function statementSummary(s: CustomerStatement, t: TFunction<'customers'>): StatementFact[] {
  const charged = Money.sum(s.lines.map((l) => l.debit));
  const paid = Money.sum(s.lines.map((l) => l.credit));
  return [
    [t('statements.openingBalance'), formatKes(s.openingBalance)],
    [t('statements.charged'), formatKes(charged.toNumber())],
    [t('statements.paid'), formatKes(paid.toNumber())],
    [t('statements.closingBalance'), formatKes(s.closingBalance)],
  ];
}

/** What the open invoices owe at the period's end, in the spec's buckets. */
export function statementAging(s: CustomerStatement, t: TFunction<'customers'>): StatementFact[] {
  return AGING_BUCKETS.map((bucket) => {
    const key = AGING_KEYS[bucket];
    return [t(`aging.buckets.${key}`), formatKes(s.aging[key])];
  });
}

/** A period both ends of which are set, the start on or before the end. */
export const isValidPeriod = (p: StatementPeriod) => Boolean(p.from && p.to && p.from <= p.to);
