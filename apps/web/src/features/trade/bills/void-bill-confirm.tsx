import type { Bill } from '@tawi/contracts';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../shared/confirm-dialog';
import { formatKes } from '../../../shared/format';

export type VoidBillConfirmProps = Omit<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel'> & {
  bill: Bill | null;
};

/** "Void BILL-0001?": a reversing entry takes it out of what is owed (and a receipt's goods go back). */
export function VoidBillConfirm({ bill, ...props }: VoidBillConfirmProps) {
  return (
    <ConfirmDialog
      {...props}
      title={`Void ${bill?.billId ?? 'bill'}?`}
      message={`A reversing entry takes its ${formatKes(bill?.totalAmount)} out of what you owe ${bill?.supplierName ?? 'the supplier'}.${bill?.receiptId ? ' Its goods go back: they leave the branch stock and the order counts them as not received.' : ''} The bill stays on record as Void.`}
      confirmLabel="Void bill"
    />
  );
}
