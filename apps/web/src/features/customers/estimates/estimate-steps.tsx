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
import { isConvertedEstimate } from './estimate-form';
import { type ConvertTarget, useEstimateStep } from './estimates-api';

export interface EstimateStep {
  action: EstimateAction;
  label: string;
  icon: ReactElement;
}

const STEPS: readonly EstimateStep[] = [
  { action: 'send', label: 'Mark sent', icon: <SendIcon /> },
  { action: 'accept', label: 'Accept', icon: <CheckIcon /> },
  { action: 'decline', label: 'Decline', icon: <CloseIcon /> },
];

/** Mark sent, Accept, Decline as far as the estimate's status allows; none once it was converted. */
export const stepsOf = (e: Estimate): EstimateStep[] =>
  isConvertedEstimate(e)
    ? []
    : STEPS.filter(
        (s) => estimateStep(e.status, s.action) !== null && !(s.action === 'send' && e.status === 'Sent'),
      );

export interface ConvertOption {
  to: ConvertTarget;
  label: string;
  icon: ReactElement;
}

const CONVERTS: readonly ConvertOption[] = [
  { to: 'invoice', label: 'an invoice', icon: <DescriptionIcon /> },
  { to: 'sales-order', label: 'a sales order', icon: <ShoppingBagIcon /> },
];

/** Convert to an invoice or a sales order, while the estimate may still be converted. */
export const convertsOf = (e: Estimate): readonly ConvertOption[] =>
  !isConvertedEstimate(e) && canConvertEstimate(e.status) ? CONVERTS : [];

/** The invoice or sales order an estimate was converted to: its page and what to call it. */
export function convertedTo(e: Estimate): { path: string; name: string } | null {
  if (e.invoiceId) return { path: customerPaths.invoice(e.invoiceId), name: 'the invoice' };
  if (e.salesOrderId)
    return { path: salesOrderPaths.order(e.salesOrderId), name: `sales order ${e.salesOrderNumber ?? ''}` };
  return null;
}

/** Runs a step at once and says how it went in a toast (Decline asks first: DeclineEstimateConfirm). */
export function useRunEstimateStep() {
  const step = useEstimateStep();
  const { mutate } = step;
  const run = useCallback(
    (e: Estimate, action: EstimateAction) =>
      mutate(
        { id: e.id, action },
        {
          onSuccess: (saved) => toast.success(`${saved.estimateNumber} ${saved.status.toLowerCase()}`),
          onError: (err) => toast.error(errorMessage(err)),
        },
      ),
    [mutate],
  );
  return { run, pending: step.isPending };
}
