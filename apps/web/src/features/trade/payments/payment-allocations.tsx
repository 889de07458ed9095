import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Bill } from '@tawi/contracts';
import { type Control, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formatDate, formatKes } from '../../../shared/format';
import { StatusChip } from '../../../shared/status-chip';
import {
  allocatedTotal,
  allocateInOrder,
  type PaymentFormInput,
  type PaymentFormValues,
} from './payment-form';

export interface PaymentAllocationsProps {
  control: Control<PaymentFormInput, unknown, PaymentFormValues>;
  setValue: UseFormSetValue<PaymentFormInput>;
  errors: FieldErrors<PaymentFormInput>;
  /** The supplier's open bills, in the order of the form's allocations; undefined while loading. */
  bills: readonly Bill[] | undefined;
}

function AllocatedLine({ allocated, amount }: { allocated: string; amount: number | undefined }) {
  const matches = amount !== undefined && Number(allocated) === amount;
  return (
    <Typography aria-live="polite" sx={{ fontWeight: 600, color: matches ? 'success.main' : 'text.primary' }}>
      Allocated {formatKes(allocated)} of {formatKes(amount ?? 0)}
    </Typography>
  );
}

/** The supplier's open bills, each with what it owes and how much of this payment goes to it. */
export function PaymentAllocations({ control, setValue, errors, bills }: PaymentAllocationsProps) {
  const drafts = useWatch({ control, name: 'bills' });
  const amount = useWatch({ control, name: 'amount' });
  const listError = errors.bills?.root?.message ?? errors.bills?.message;
  if (bills === undefined)
    return <Skeleton variant="rounded" height={96} aria-label="Loading the open bills" />;
  if (bills.length === 0)
    return <Alert severity="info">This supplier has no unpaid bills in this branch.</Alert>;

  const spread = () => {
    for (const [i, value] of allocateInOrder(amount, drafts).entries()) {
      setValue(`bills.${i}.amount`, value, { shouldValidate: true });
    }
  };
  return (
    <Box role="group" aria-label="Allocation to bills" sx={{ display: 'grid', gap: 1.5 }}>
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
          Open bills
        </Typography>
        <Button size="small" onClick={spread} disabled={!amount}>
          Allocate oldest first
        </Button>
      </Box>
      {bills.map((bill, index) => (
        <Box
          key={bill.id}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 200px' },
            alignItems: 'center',
            gap: 1.5,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{bill.billId}</Typography>
              <StatusChip status={bill.status} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              Due {formatDate(bill.dueDate)} · {formatKes(bill.outstanding)} outstanding of{' '}
              {formatKes(bill.totalAmount)}
            </Typography>
          </Box>
          <FormNumberField
            control={control}
            name={`bills.${index}.amount`}
            label={`Amount for ${bill.billId}`}
            size="small"
            slotProps={MONEY_SLOTS}
          />
        </Box>
      ))}
      <AllocatedLine allocated={allocatedTotal(drafts).toFixed()} amount={amount} />
      {listError && <FormHelperText error>{listError}</FormHelperText>}
    </Box>
  );
}
