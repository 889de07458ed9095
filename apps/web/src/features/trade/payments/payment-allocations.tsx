import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Bill } from '@tawi/contracts';
import { type Control, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { AllocationRow } from '../../../shared/documents/allocation-row';
import { formatKes } from '../../../shared/format';
import { useTradeText } from '../use-trade-text';
import {
  allocatedTotal,
  allocateInOrder,
  type PaymentFormInput,
  type PaymentFormValues,
  settling,
} from './payment-form';

export interface PaymentAllocationsProps {
  control: Control<PaymentFormInput, unknown, PaymentFormValues>;
  setValue: UseFormSetValue<PaymentFormInput>;
  errors: FieldErrors<PaymentFormInput>;
  /** The supplier's open bills, in the order of the form's allocations; undefined while loading. */
  bills: readonly Bill[] | undefined;
}

function AllocatedLine({ allocated, amount }: { allocated: string; amount: number | undefined }) {
  const { t } = useTradeText();
  const matches = amount !== undefined && Number(allocated) === amount;
  return (
    <Typography aria-live="polite" sx={{ fontWeight: 600, color: matches ? 'success.main' : 'text.primary' }}>
      {t('payments.allocations.allocated', {
        allocated: formatKes(allocated),
        amount: formatKes(amount ?? 0),
      })}
    </Typography>
  );
}

/** The supplier's open bills, each with what it owes and how much of this payment goes to it. */
export function PaymentAllocations({ control, setValue, errors, bills }: PaymentAllocationsProps) {
  const { t } = useTradeText();
  const drafts = useWatch({ control, name: 'bills' });
  const amount = settling(useWatch({ control, name: 'amount' }), useWatch({ control, name: 'vatWithheld' }));
  const listError = errors.bills?.root?.message ?? errors.bills?.message;
  if (bills === undefined)
    return <Skeleton variant="rounded" height={96} aria-label={t('payments.allocations.loading')} />;
  if (bills.length === 0) return <Alert severity="info">{t('payments.allocations.none')}</Alert>;

  const spread = () => {
    for (const [i, value] of allocateInOrder(amount, drafts).entries()) {
      setValue(`bills.${i}.amount`, value, { shouldValidate: true });
    }
  };
  return (
    <Box role="group" aria-label={t('payments.allocations.label')} sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography variant="subtitle2" component="h3">
          {t('payments.allocations.openBills')}
        </Typography>
        <Button size="small" onClick={spread} disabled={!amount}>
          {t('payments.allocations.spread')}
        </Button>
      </Box>
      {bills.map((bill, index) => (
        <AllocationRow
          key={bill.id}
          owed={{
            number: bill.billId,
            status: bill.status,
            dueDate: bill.dueDate,
            outstanding: bill.outstanding,
            total: bill.totalAmount,
          }}
          control={control}
          name={`bills.${index}.amount`}
        />
      ))}
      <AllocatedLine allocated={allocatedTotal(drafts).toFixed()} amount={amount} />
      {listError && <FormHelperText error>{listError}</FormHelperText>}
    </Box>
  );
}
