import type { JournalLineDraft } from '../ledger/journal';
import { Money, type MoneyInput } from '../money';

/**
 * The posting rule of every stock change: `value` (signed, KES) moves into (positive) or out of
 * (negative) a branch's inventory account against `counterAccountId` (stock adjustments, opening
 * balance equity, stock in transit, ...), which may sit in another branch. A zero value posts nothing.
 */
export function inventoryValueLines(p: {
  inventoryAccountId: string;
  branchId: string;
  counterAccountId: string;
  counterBranchId?: string;
  value: MoneyInput;
  description?: string;
}): JournalLineDraft[] {
  const value = Money.of(p.value).round();
  if (value.isZero()) return [];
  const amount = value.abs().toNumber();
  const inventory = { accountId: p.inventoryAccountId, branchId: p.branchId, description: p.description };
  const counter = {
    accountId: p.counterAccountId,
    branchId: p.counterBranchId ?? p.branchId,
    description: p.description,
  };
  return value.isPositive()
    ? [
        { ...inventory, debit: amount, credit: 0 },
        { ...counter, debit: 0, credit: amount },
      ]
    : [
        { ...counter, debit: amount, credit: 0 },
        { ...inventory, debit: 0, credit: amount },
      ];
}
