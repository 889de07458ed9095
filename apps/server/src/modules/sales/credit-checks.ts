import type { invoices } from '@tawi/db';
import { invoiceOutstanding, Money } from '@tawi/domain';
import { AppError, fieldError } from '../../platform/app-error';

type InvoiceRow = typeof invoices.$inferSelect;

/** Refuses more than a (locked) invoice still owes: 422 `allocation-exceeds-outstanding`. */
export function assertOwes(invoice: InvoiceRow, amount: number, index: number) {
  const left = invoiceOutstanding(invoice.total, invoice.amountPaid, invoice.amountCredited);
  if (Money.of(amount).gt(left)) {
    throw new AppError(
      'allocation-exceeds-outstanding',
      `${invoice.invoiceNumber} has only ${left.toFixed()} outstanding`,
      { fields: { [`invoices.${index}.amount`]: `At most ${left.toFixed()}` } },
    );
  }
}

/** Refuses more than the credit held: 422 `insufficient-credit`. */
export function assertCredit(held: Money, wanted: Money, whose: string) {
  if (wanted.gt(held)) {
    throw new AppError('insufficient-credit', `${whose} only ${held.toFixed()} of credit`, {
      credit: held.toNumber(),
    });
  }
}

/** Refuses a date before the credit note's own (its credit did not exist yet). */
export function assertOnOrAfter(date: string, note: { date: string; creditNoteNumber: string }) {
  if (date < note.date) throw fieldError('date', `On or after ${note.creditNoteNumber}'s date ${note.date}`);
}
