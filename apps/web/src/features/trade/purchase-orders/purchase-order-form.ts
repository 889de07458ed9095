import { type PurchaseOrder, purchaseOrderCreate } from '@tawi/contracts';
import type { TaxCategoryCode } from '@tawi/domain';
import type { z } from 'zod';
import { draftResolver } from '../../../shared/form/form-resolver';

/** The new-order form: the create contract; the branch is the active one. */
export const purchaseOrderForm = purchaseOrderCreate.omit({ branchId: true });
export type PurchaseOrderFormValues = z.output<typeof purchaseOrderForm>;

/** An order line while it is typed: the product (its SKU), the quantity and the price may be empty. */
export interface OrderLineDraft {
  itemId: string;
  qty: number | undefined;
  unitPrice: number | undefined;
  taxCategory: TaxCategoryCode;
}
export type PurchaseOrderFormInput = Omit<z.input<typeof purchaseOrderForm>, 'items'> & {
  items: OrderLineDraft[];
};

/** The contract's resolver, over drafts (an empty quantity fails as "Enter a number"). */
export const purchaseOrderResolver = draftResolver<PurchaseOrderFormInput, PurchaseOrderFormValues>(
  purchaseOrderForm,
);

export const PURCHASE_ORDER_FIELDS = ['supplierId', 'date', 'expectedDate', 'notes', 'items'] as const;

export const blankOrderLine = (): OrderLineDraft => ({
  itemId: '',
  qty: undefined,
  unitPrice: undefined,
  taxCategory: 'B',
});

/** An order's fields to edit it (a Pending order). */
export function purchaseOrderEditValues(o: PurchaseOrder): PurchaseOrderFormInput {
  return {
    supplierId: o.supplierId,
    date: o.date,
    expectedDate: o.expectedDate ?? '',
    notes: o.notes ?? '',
    items: o.items.map((i) => ({
      itemId: i.itemId,
      qty: i.qty,
      unitPrice: i.unitPrice,
      taxCategory: i.taxCategory,
    })),
  };
}

export function purchaseOrderFormValues(today: string): PurchaseOrderFormInput {
  return { supplierId: '', date: today, expectedDate: '', notes: '', items: [blankOrderLine()] };
}
