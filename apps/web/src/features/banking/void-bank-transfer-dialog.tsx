import { type BankTransfer, bankTransferVoid } from '@tawi/contracts';
import { formatKes } from '../../shared/format';
import { ReasonDialog } from '../../shared/reason-dialog';
import { useVoidBankTransfer } from './bank-transfers-api';

/** A transfer recorded by mistake: the reason, then Void puts the money back. Mount only while open. */
export function VoidBankTransferDialog({
  transfer,
  onClose,
}: {
  transfer: BankTransfer;
  onClose: () => void;
}) {
  const voiding = useVoidBankTransfer();
  return (
    <ReasonDialog
      title={`Void ${transfer.transferNumber}?`}
      submitLabel="Void transfer"
      schema={bankTransferVoid}
      placeholder="Entered twice"
      dateLabel="Void date"
      warning={`The ${formatKes(transfer.amount)} goes back from ${transfer.toAccountName} to ${transfer.fromAccountName}. The transfer stays on record as Voided.`}
      onConfirm={async ({ reason, date }) =>
        `${(await voiding.mutateAsync({ id: transfer.id, body: { reason: reason ?? '', date } })).transferNumber} voided`
      }
      onClose={onClose}
    />
  );
}
