import type { CustomerStatement } from '@tawi/contracts';
import { AGING_BUCKETS, AGING_KEYS, Money } from '@tawi/domain';
import { formatKes } from '../../../shared/format';
import type { StatementPeriod } from '../customers-api';

export type StatementFact = [label: string, value: string];

/** Opening balance, what was charged and paid in the period (exact sums), closing balance. */
export function statementSummary(s: CustomerStatement): StatementFact[] {
  const charged = Money.sum(s.lines.map((l) => l.debit));
  const paid = Money.sum(s.lines.map((l) => l.credit));
  return [
    ['Opening balance', formatKes(s.openingBalance)],
    ['Charged', formatKes(charged.toNumber())],
    ['Paid', formatKes(paid.toNumber())],
    ['Closing balance', formatKes(s.closingBalance)],
  ];
}

/** What the open invoices owe at the period's end, in the spec's buckets. */
export function statementAging(s: CustomerStatement): StatementFact[] {
  return AGING_BUCKETS.map((label) => [label, formatKes(s.aging[AGING_KEYS[label]])]);
}

/** A period both ends of which are set, the start on or before the end. */
export const isValidPeriod = (p: StatementPeriod) => Boolean(p.from && p.to && p.from <= p.to);
