import { type Bill, billVoid } from '@tawi/contracts';
import { formatKes } from '../../../shared/format';
import { ReasonDialog } from '../../../shared/reason-dialog';
import { useVoidBill } from './bills-api';

/** "Void BILL-0001?": a reversing entry on the void date takes it out of what is owed (and a receipt's goods go back). Mount only while open. */
export function VoidBillDialog({ bill, onClose }: { bill: Bill; onClose: () => void }) {
  const voiding = useVoidBill();
  return (
    <ReasonDialog
      title={`Void ${bill.billId}?`}
      submitLabel="Void bill"
      schema={billVoid}
      placeholder="Billed twice"
      reasonOptional
      dateLabel="Void date"
      warning={`A reversing entry dated on the void date takes its ${formatKes(bill.totalAmount)} out of what you owe ${bill.supplierName}; the VAT return takes it back in that month.${bill.receiptId ? ' Its goods go back: they leave the branch stock and the order counts them as not received.' : ''} The bill stays on record as Void.`}
      onConfirm={async (body) => `${(await voiding.mutateAsync({ id: bill.id, body })).billId} voided`}
      onClose={onClose}
    />
  );
}
