import type { SystemAccountKey } from '../ledger/chart-of-accounts';
import { Money, type MoneyInput } from '../money';
import { type AccountRef, balancedPerBranch, credit, debit, type PostingLine } from './posting-line';

/**
 * The posting rule of every stock change: `value` (signed, KES, rounded half-up to 2 decimals)
 * moves into (positive) or out of (negative) a branch's inventory against `counter` (stock
 * adjustments, opening balance equity, stock in transit, cost of sales, ...), which may sit in
 * another branch. A zero value posts nothing.
 */
export function inventoryValueLines(p: {
  branchId: string;
  counter: AccountRef;
  counterBranchId?: string | undefined;
  value: MoneyInput;
  description?: string | undefined;
  stock?: AccountRef | undefined;
}): PostingLine[] {
  const value = Money.of(p.value).round();
  if (value.isZero()) return [];
  const amount = value.abs();
  const inventory: AccountRef = p.stock ?? { key: 'inventory' };
  const counterBranch = p.counterBranchId ?? p.branchId;
  const n = { description: p.description };
  return value.isPositive()
    ? [debit(inventory, p.branchId, amount, n), credit(p.counter, counterBranch, amount, n)]
    : [debit(p.counter, counterBranch, amount, n), credit(inventory, p.branchId, amount, n)];
}

/**
 * One value movement of a stock document: into (+) or out of (-) a branch's inventory, or of
 * another stock account (`stock`: stock in transit, for goods written off on the way).
 */
export interface StockValuePart {
  branchId: string;
  value: MoneyInput;
  counter: SystemAccountKey;
  counterBranchId?: string | undefined;
  stock?: SystemAccountKey | undefined;
}

/**
 * A stock document (adjustment, stock take, opening stock, transfer dispatch, receipt or return):
 * each part's inventory lines against its counter account, every line described `description`, and
 * the inter-branch lines where value moved between branches. Nothing when no value moved.
 */
export function stockValuePosting(parts: readonly StockValuePart[], description: string): PostingLine[] {
  return balancedPerBranch(
    parts.flatMap((part) =>
      inventoryValueLines({
        branchId: part.branchId,
        counter: { key: part.counter },
        counterBranchId: part.counterBranchId,
        value: part.value,
        description,
        stock: part.stock ? { key: part.stock } : undefined,
      }),
    ),
  );
}
