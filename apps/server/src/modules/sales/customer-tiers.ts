import type { Executor } from '@tawi/db';
import { type CustomerTier, customerTier, tierWindow } from '@tawi/domain';
import { customerSales } from './customer-sales';

/**
 * Each customer's tier as at `asOf` (customerTier: net sales of every branch over the twelve months
 * ending that day); of `customerIds` only if given. A customer left out has none.
 */
export async function customerTiers(
  db: Executor,
  companyId: string,
  asOf: string,
  customerIds?: readonly string[],
): Promise<Map<string, CustomerTier | null>> {
  const sales = await customerSales(db, companyId, tierWindow(asOf), customerIds);
  return new Map(sales.map((s) => [s.customerId, customerTier(s.netSales)]));
}
