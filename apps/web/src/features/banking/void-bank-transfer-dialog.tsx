import { type BankTransfer, bankTransferVoid } from '@tawi/contracts';
import { formatKes } from '../../shared/format';
import { ReasonDialog, reasonTexts } from '../../shared/reason-dialog';
import { useVoidBankTransfer } from './bank-transfers-api';
import { useBankingText } from './use-banking-text';

/** A transfer recorded by mistake: the reason, then Void puts the money back. Mount only while open. */
export function VoidBankTransferDialog({
  transfer,
  onClose,
}: {
  transfer: BankTransfer;
  onClose: () => void;
}) {
  const { t } = useBankingText();
  const voiding = useVoidBankTransfer();
  return (
    <ReasonDialog
      {...reasonTexts(t, 'voidTransfer', { number: transfer.transferNumber })}
      schema={bankTransferVoid}
      dateLabel={t('voidTransfer.dateLabel')}
      warning={t('voidTransfer.warning', {
        amount: formatKes(transfer.amount),
        from: transfer.fromAccountName,
        to: transfer.toAccountName,
      })}
      onConfirm={async ({ reason, date }) => {
        const voided = await voiding.mutateAsync({ id: transfer.id, body: { reason: reason ?? '', date } });
        return t('voidTransfer.voided', { number: voided.transferNumber });
      }}
      onClose={onClose}
    />
  );
}
