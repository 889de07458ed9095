import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import SendIcon from '@mui/icons-material/Send';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import type { Estimate } from '@tawi/contracts';
import { canConvertEstimate, type EstimateAction, estimateStep } from '@tawi/domain';
import { type ReactElement, useCallback } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../shared/api/api-error';
import { customerPaths } from '../customers-paths';
import { salesOrderPaths } from '../sales-orders/sales-orders-api';
import { useSalesText } from '../use-sales-text';
import { isConvertedEstimate } from './estimate-form';
import { type ConvertTarget, useEstimateStep } from './estimates-api';

/** A step's words are `estimates.steps.<action>` (and `stepNamed`, `stepDone`) in the sales text. */
export interface EstimateStep {
  action: EstimateAction;
  icon: ReactElement;
}

const STEPS: readonly EstimateStep[] = [
  { action: 'send', icon: <SendIcon /> },
  { action: 'accept', icon: <CheckIcon /> },
  { action: 'decline', icon: <CloseIcon /> },
];

/** Mark sent, Accept, Decline as far as the estimate's status allows; none once it was converted. */
export const stepsOf = (e: Estimate): EstimateStep[] =>
  isConvertedEstimate(e)
    ? []
    : STEPS.filter(
        (s) => estimateStep(e.status, s.action) !== null && !(s.action === 'send' && e.status === 'Sent'),
      );

/** A conversion's words are `estimates.convert…` by its target in the sales text. */
export interface ConvertOption {
  to: ConvertTarget;
  icon: ReactElement;
}

const CONVERTS: readonly ConvertOption[] = [
  { to: 'invoice', icon: <DescriptionIcon /> },
  { to: 'sales-order', icon: <ShoppingBagIcon /> },
];

/** Convert to an invoice or a sales order, while the estimate may still be converted. */
export const convertsOf = (e: Estimate): readonly ConvertOption[] =>
  !isConvertedEstimate(e) && canConvertEstimate(e.status) ? CONVERTS : [];

/** The invoice or sales order an estimate was converted to: its page and which of the two it is. */
export function convertedTo(e: Estimate): { path: string; to: ConvertTarget } | null {
  if (e.invoiceId) return { path: customerPaths.invoice(e.invoiceId), to: 'invoice' };
  if (e.salesOrderId) return { path: salesOrderPaths.order(e.salesOrderId), to: 'sales-order' };
  return null;
}

/** Runs a step at once and says how it went in a toast (Decline asks first: DeclineEstimateConfirm). */
export function useRunEstimateStep() {
  const { t } = useSalesText();
  const step = useEstimateStep();
  const { mutate } = step;
  const run = useCallback(
    (e: Estimate, action: EstimateAction) =>
      mutate(
        { id: e.id, action },
        {
          onSuccess: (saved) =>
            toast.success(t(`estimates.stepDone.${action}`, { number: saved.estimateNumber })),
          onError: (err) => toast.error(errorMessage(err)),
        },
      ),
    [mutate, t],
  );
  return { run, pending: step.isPending };
}
