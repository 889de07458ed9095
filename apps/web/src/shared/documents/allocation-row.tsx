import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormNumberField } from '../form/form-number-field';
import { formatDate, formatKes } from '../format';
import { StatusChip } from '../status-chip';
import { MONEY_SLOTS } from './input-slots';
import { useDocumentsText } from './use-documents-text';

/** An open invoice or bill as an allocation shows it. */
export interface OwedDocument {
  number: string;
  status: string;
  dueDate: string;
  outstanding: number;
  total: number;
}

export interface AllocationRowProps<T extends FieldValues, TOut extends FieldValues> {
  owed: OwedDocument;
  control: Control<T, unknown, TOut>;
  /** The form's amount box for this document (`invoices.N.amount`, `bills.N.amount`). */
  name: Path<T>;
}

/** An open document, what it owes, and the box for how much of a payment or credit goes to it. */
export function AllocationRow<T extends FieldValues, TOut extends FieldValues>({
  owed,
  control,
  name,
}: AllocationRowProps<T, TOut>) {
  const { t } = useDocumentsText();
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
          <Typography sx={{ fontWeight: 600 }}>{owed.number}</Typography>
          <StatusChip status={owed.status} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('allocation.owed', {
            due: formatDate(owed.dueDate),
            outstanding: formatKes(owed.outstanding),
            total: formatKes(owed.total),
          })}
        </Typography>
      </Box>
      <FormNumberField
        control={control}
        name={name}
        label={t('allocation.amountFor', { number: owed.number })}
        size="small"
        slotProps={MONEY_SLOTS}
      />
    </Box>
  );
}
