import type { Estimate } from '@tawi/contracts';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { formatKes } from '../../../shared/format';
import { useSalesText } from '../use-sales-text';
import { useEstimateStep } from './estimates-api';

/** Asks before declining an estimate: a declined one can no longer be edited, accepted or converted. */
export function DeclineEstimateConfirm({
  estimate: e,
  onClose,
}: {
  estimate: Estimate | null;
  onClose: () => void;
}) {
  const { t } = useSalesText();
  const step = useEstimateStep();
  const close = () => {
    onClose();
    step.reset();
  };
  return (
    <ConfirmDialog
      open={e !== null}
      title={t('estimates.decline.title', { number: e?.estimateNumber ?? '' })}
      message={t('estimates.decline.message', {
        customer: e?.customerName ?? '',
        total: formatKes(e?.total),
      })}
      confirmLabel={t('estimates.decline.confirm')}
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
              toast.success(t('estimates.stepDone.decline', { number: saved.estimateNumber }));
              close();
            },
          },
        )
      }
    />
  );
}
