import { type SalesOrder, type SalesOrderInvoice, salesOrderInvoice } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { filledRows } from '../../../shared/form/filled-rows';
import { draftResolver } from '../../../shared/form/form-resolver';
import { formatQty } from '../../inventory/inventory-format';

const qtyField = salesOrderInvoice.shape.lines.unwrap().element.shape.qty;
/** The contract's quantity, where an empty box (or 0) means "none of this line now". */
const qtyNow = z.preprocess((v) => (v === 0 || v === null || v === '' ? undefined : v), qtyField.optional());

const lineOf = (t: TFunction<'sales'>) =>
  z
    .object({ lineNo: z.number(), description: z.string(), remaining: z.number(), qty: qtyNow })
    .refine((l) => l.qty === undefined || Money.of(l.qty).lte(l.remaining), {
      path: ['qty'],
      error: (issue) =>
        t('salesOrders.invoiceDialog.onlyLeft', {
          qty: formatQty((issue.input as { remaining: number }).remaining),
        }),
    });

/**
 * The invoice-the-order form: one box per line with something left, refusing more than is left
 * (the server checks again under a lock). It sends the contract: the lines with a quantity.
 */
export const orderInvoiceForm = (t: TFunction<'sales'>) =>
  z
    .object({ date: salesOrderInvoice.shape.date, lines: z.array(lineOf(t)) })
    .transform(
      ({ lines, ...rest }): z.input<typeof salesOrderInvoice> => ({
        ...rest,
        lines: filledRows(lines, 'lineNo', 'qty'),
      }),
    )
    .pipe(salesOrderInvoice);

export interface OrderInvoiceLineDraft {
  lineNo: number;
  description: string;
  remaining: number;
  qty: number | undefined;
}
export type OrderInvoiceFormInput = Omit<z.input<ReturnType<typeof orderInvoiceForm>>, 'lines'> & {
  lines: OrderInvoiceLineDraft[];
};

export const orderInvoiceResolver = (t: TFunction<'sales'>) =>
  draftResolver<OrderInvoiceFormInput, SalesOrderInvoice>(orderInvoiceForm(t));

/**
 * Server field errors placed on the form: not the lines, whose indexes count only the boxes sent
 * (a refusal there reads as a general message instead).
 */
export const ORDER_INVOICE_FIELDS = ['date'] as const;

/** Every line with something left to invoice, its box filled with what is left. */
export function orderInvoiceFormValues(order: SalesOrder, today: string): OrderInvoiceFormInput {
  return {
    date: today,
    lines: order.lines.flatMap((l) =>
      l.qtyRemaining > 0
        ? [{ lineNo: l.lineNo, description: l.description, remaining: l.qtyRemaining, qty: l.qtyRemaining }]
        : [],
    ),
  };
}
