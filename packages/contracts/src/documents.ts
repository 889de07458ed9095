import { TAX_CATEGORY_CODES } from '@tawi/domain';
import { z } from 'zod';
import { blankToUndefined, listQuery } from './common';
import { optionalUuid } from './quantities';

/**
 * The pieces the document schemas share (invoices, estimates, sales orders, credit notes, purchase
 * orders, bills, supplier payments): each document spreads the ones it has and adds its own fields.
 */

/** The taxable amount and the tax of one tax category (A-E) on a document. */
export const taxCategoryTotals = z.object({ taxableAmount: z.number(), tax: z.number() });

/** A document's totals as the API answers them. */
export const documentTotals = { subtotal: z.number(), taxTotal: z.number(), total: z.number() };

/** A sales document's totals and its taxable amount and tax per category. */
export const salesDocumentTotals = {
  ...documentTotals,
  taxByCategory: z.record(z.enum(TAX_CATEGORY_CODES), taxCategoryTotals),
};

/** A line's pre-tax amount, its tax and the two together. */
export const lineAmounts = { amount: z.number(), taxAmount: z.number(), lineTotal: z.number() };

/** When a record was made and last changed (ISO instants). */
export const recordStamps = { createdAt: z.string(), updatedAt: z.string() };

/** The end of a record kept when deleted: in use or not, deleted or not, its stamps. */
export const keptRecordEnd = { isActive: z.boolean(), isDeleted: z.boolean(), ...recordStamps };

/** A list filter on one of `statuses`; blank means every status. */
export const statusFilter = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.preprocess(blankToUndefined, z.enum(statuses).optional());

/** The list query of a document kind: paging, its branch, its customer or supplier (`party`), its status. */
export function documentListQuery<
  const P extends 'customerId' | 'supplierId',
  const S extends readonly [string, ...string[]],
>(party: P, statuses: S) {
  const shape = { branchId: optionalUuid, [party]: optionalUuid, status: statusFilter(statuses) };
  return listQuery.extend(
    shape as { branchId: typeof optionalUuid; status: ReturnType<typeof statusFilter<S>> } & Record<
      P,
      typeof optionalUuid
    >,
  );
}
