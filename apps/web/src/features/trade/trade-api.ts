import { useInvalidate } from '../../shared/use-invalidate';

/**
 * Trade documents post to the books and receipts move stock: after any of them the trade lists,
 * the supplier balances, stock, bank balances and the reports all change.
 */
export function useTradeChanged() {
  const invalidate = useInvalidate();
  return () =>
    invalidate(
      'suppliers',
      'purchase-orders',
      'bills',
      'supplier-payments',
      'trade-overview',
      'products',
      'inventory-summary',
      'bank-accounts',
      'accounts',
      'reports',
      'journal-entries',
      'audit-log',
    );
}
