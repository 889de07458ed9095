import type { Invoice } from '@tawi/contracts';
import type { FieldValues } from 'react-hook-form';
import { AllocationRow, type AllocationRowProps } from '../../../shared/documents/allocation-row';

/** An open invoice, what it owes, and the box for how much of a receipt or credit goes to it. */
export function InvoiceAllocationRow<T extends FieldValues, TOut extends FieldValues>({
  invoice,
  ...row
}: Omit<AllocationRowProps<T, TOut>, 'owed'> & { invoice: Invoice }) {
  return (
    <AllocationRow
      owed={{
        number: invoice.invoiceNumber,
        status: invoice.status,
        dueDate: invoice.dueDate,
        outstanding: invoice.outstanding,
        total: invoice.total,
      }}
      {...row}
    />
  );
}
