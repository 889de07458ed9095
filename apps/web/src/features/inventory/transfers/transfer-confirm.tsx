import type { Transfer } from '@tawi/contracts';
import type { TransferAction } from '@tawi/domain';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useCorrectionDate } from '../../../shared/use-correction-date';
import { useInventoryText } from '../use-inventory-text';
import { actionConsequence } from './transfer-actions';
import { useTransferAction } from './transfers-api';

export interface TransferConfirmTarget {
  transfer: Transfer;
  action: TransferAction;
}

export interface TransferConfirmProps {
  target: TransferConfirmTarget | null;
  onClose: () => void;
  /** The transfer as the server returned it after the action. */
  onDone: (updated: Transfer) => void;
}

/** Confirms dispatching, receiving or cancelling a transfer; the server's refusal shows in it. */
export function TransferConfirm({ target, onClose, onDone }: TransferConfirmProps) {
  const act = useTransferAction();
  const { t } = useInventoryText();
  const moved = useCorrectionDate(t('transferActions.date'));
  // canceling a Pending transfer moves no stock, so it has no date
  const dated = target !== null && !(target.action === 'cancel' && target.transfer.status === 'Pending');
  const close = () => {
    act.reset();
    moved.reset();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    const { transfer, action } = target;
    act.mutate(
      { id: transfer.id, action, ...(dated && { date: moved.date }) },
      {
        onSuccess: (updated) => {
          toast.success(t(`transferActions.${action}.done`, { number: transfer.transferNumber }));
          close();
          onDone(updated);
        },
      },
    );
  };
  const action = target?.action ?? 'dispatch';
  return (
    <ConfirmDialog
      open={target !== null}
      title={
        target ? t(`transferActions.${action}.confirmTitle`, { number: target.transfer.transferNumber }) : ''
      }
      message={target ? actionConsequence(target.transfer, action, t) : ''}
      confirmLabel={
        action === 'cancel' ? t('transferActions.cancelTransfer') : t(`transferActions.${action}.label`)
      }
      destructive={target?.action === 'cancel'}
      pending={act.isPending}
      error={act.error ?? undefined}
      onClose={close}
      onConfirm={confirm}
    >
      {dated && moved.field}
    </ConfirmDialog>
  );
}
