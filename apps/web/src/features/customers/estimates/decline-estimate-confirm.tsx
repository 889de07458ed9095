import type { Estimate } from '@tawi/contracts';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { formatKes } from '../../../shared/format';
import { useEstimateStep } from './estimates-api';

/** Asks before declining an estimate: a declined one can no longer be edited, accepted or converted. */
export function DeclineEstimateConfirm({
  estimate: e,
  onClose,
}: {
  estimate: Estimate | null;
  onClose: () => void;
}) {
  const step = useEstimateStep();
  const close = () => {
    onClose();
    step.reset();
  };
  return (
    <ConfirmDialog
      open={e !== null}
      title={`Decline ${e?.estimateNumber ?? 'estimate'}?`}
      message={`${e?.customerName ?? 'The customer'} turned down this quote for ${formatKes(e?.total)}. A declined estimate can no longer be edited, accepted or converted.`}
      confirmLabel="Decline estimate"
      destructive
      pending={step.isPending}
      error={step.error ?? undefined}
      onClose={close}
      onConfirm={() =>
        e &&
        step.mutate(
          { id: e.id, action: 'decline' },
          {
            onSuccess: (saved) => {
              toast.success(`${saved.estimateNumber} declined`);
              close();
            },
          },
        )
      }
    />
  );
}
