import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@tawi/contracts';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formatDate, formatKes } from '../../../shared/format';
import { StatusChip } from '../../../shared/status-chip';

export interface AllocationRowProps<T extends FieldValues, TOut extends FieldValues> {
  invoice: Invoice;
  control: Control<T, unknown, TOut>;
  /** The form's amount box for this invoice (`invoices.N.amount`). */
  name: Path<T>;
}

/** An open invoice, what it owes, and the box for how much of a receipt or credit goes to it. */
export function AllocationRow<T extends FieldValues, TOut extends FieldValues>({
  invoice,
  control,
  name,
}: AllocationRowProps<T, TOut>) {
  return (
    <Box
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
          <Typography sx={{ fontWeight: 600 }}>{invoice.invoiceNumber}</Typography>
          <StatusChip status={invoice.status} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          Due {formatDate(invoice.dueDate)} · {formatKes(invoice.outstanding)} outstanding of{' '}
          {formatKes(invoice.total)}
        </Typography>
      </Box>
      <FormNumberField
        control={control}
        name={name}
        label={`Amount for ${invoice.invoiceNumber}`}
        size="small"
        slotProps={MONEY_SLOTS}
      />
    </Box>
  );
}
