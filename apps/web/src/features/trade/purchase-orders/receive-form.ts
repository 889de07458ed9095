import { type PurchaseOrder, type ReceiveGoods, receiveGoods } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { filledRows } from '../../../shared/form/filled-rows';
import { draftResolver } from '../../../shared/form/form-resolver';
import { formatQty } from '../../inventory/inventory-format';
import { remainingQty } from '../trade-format';

const fields = receiveGoods.shape;
/** The contract's quantity, where an empty box (or 0) means "none of this item in this delivery". */
const qtyNow = z.preprocess(
  (v) => (v === 0 || v === null || v === '' ? undefined : v),
  fields.items.element.shape.qty.optional(),
);

const line = (t: TFunction<'trade'>) =>
  z
    .object({ itemId: z.string(), sku: z.string(), name: z.string(), remaining: z.number(), qty: qtyNow })
    .refine((l) => l.qty === undefined || Money.of(l.qty).lte(l.remaining), {
      path: ['qty'],
      error: (issue) =>
        t('orders.receive.onlyLeft', { qty: formatQty((issue.input as { remaining: number }).remaining) }),
    });

/**
 * The receive form, its messages in the interface language: one box per line still to come, refusing
 * more than is left (the server checks again, as someone may have received in between). It sends the
 * contract: the lines with a quantity.
 */
export function receiveForm(t: TFunction<'trade'>) {
  return z
    .object({
      deliveryNoteNumber: fields.deliveryNoteNumber,
      date: fields.date,
      // optional in the API (older callers); the form asks for it: the VAT3 return lists it
      supplierInvoiceNumber: z.string().trim().min(1, t('common.enterSupplierInvoice')).max(60),
      supplierInvoiceDate: fields.supplierInvoiceDate,
      items: z.array(line(t)),
    })
    .transform(
      ({ items, ...rest }): z.input<typeof receiveGoods> => ({
        ...rest,
        items: filledRows(items, 'itemId', 'qty'),
      }),
    )
    .pipe(receiveGoods);
}

export interface ReceiveLineDraft {
  itemId: string;
  sku: string;
  name: string;
  remaining: number;
  qty: number | undefined;
}
export type ReceiveFormInput = Omit<z.input<ReturnType<typeof receiveForm>>, 'items'> & {
  items: ReceiveLineDraft[];
};
export type ReceiveFormValues = ReceiveGoods;

/** The form's resolver, over drafts (a cleared box is "none of this item"). */
export const receiveResolver = (t: TFunction<'trade'>) =>
  draftResolver<ReceiveFormInput, ReceiveFormValues>(receiveForm(t));

export const RECEIVE_FIELDS = [
  'deliveryNoteNumber',
  'date',
  'supplierInvoiceNumber',
  'supplierInvoiceDate',
  'items',
] as const;

/** Every line with something left to come, its box filled with what is left. */
export function receiveFormValues(order: PurchaseOrder, today: string): ReceiveFormInput {
  return {
    deliveryNoteNumber: '',
    date: today,
    supplierInvoiceNumber: '',
    supplierInvoiceDate: today,
    items: order.items.flatMap((i) => {
      const remaining = remainingQty(i);
      return remaining > 0 ? [{ itemId: i.itemId, sku: i.sku, name: i.name, remaining, qty: remaining }] : [];
    }),
  };
}
