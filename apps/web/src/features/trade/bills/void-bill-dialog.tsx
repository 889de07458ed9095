import { type Bill, billVoid } from '@tawi/contracts';
import { formatKes } from '../../../shared/format';
import { ReasonDialog, reasonTexts } from '../../../shared/reason-dialog';
import { useTradeText } from '../use-trade-text';
import { useVoidBill } from './bills-api';

/** "Void BILL-0001?": a reversing entry on the void date takes it out of what is owed (and a receipt's goods go back). Mount only while open. */
export function VoidBillDialog({ bill, onClose }: { bill: Bill; onClose: () => void }) {
  const { t } = useTradeText();
  const voiding = useVoidBill();
  const owed = { amount: formatKes(bill.totalAmount), supplier: bill.supplierName };
  return (
    <ReasonDialog
      {...reasonTexts(t, 'bills.void', { number: bill.billId })}
      schema={billVoid}
      reasonOptional
      dateLabel={t('common.voidDate')}
      warning={bill.receiptId ? t('bills.void.warningWithGoods', owed) : t('bills.void.warning', owed)}
      onConfirm={async (body) =>
        t('bills.void.voided', { number: (await voiding.mutateAsync({ id: bill.id, body })).billId })
      }
      onClose={onClose}
    />
  );
}
