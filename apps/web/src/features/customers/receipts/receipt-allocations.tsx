import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Invoice, ReceiptCreate } from '@tawi/contracts';
import { type Control, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { formatKes } from '../../../shared/format';
import { useCustomersText } from '../use-customers-text';
import { InvoiceAllocationRow } from './allocation-row';
import { allocateInOrder, overAllocated, type ReceiptFormInput, settling, unallocated } from './receipt-form';

export interface ReceiptAllocationsProps {
  control: Control<ReceiptFormInput, unknown, ReceiptCreate>;
  setValue: UseFormSetValue<ReceiptFormInput>;
  errors: FieldErrors<ReceiptFormInput>;
  /** The customer's open invoices, in the order of the form's allocations; undefined while loading. */
  invoices: readonly Invoice[] | undefined;
}

/** The customer's open invoices, each with what it owes and how much of this receipt goes to it. */
export function ReceiptAllocations({ control, setValue, errors, invoices }: ReceiptAllocationsProps) {
  const { t } = useCustomersText();
  const drafts = useWatch({ control, name: 'invoices' });
  // the money received and the VAT withheld (a withholding agent) settle invoices together
  const amount = settling(useWatch({ control, name: 'amount' }), useWatch({ control, name: 'vatWithheld' }));
  const listError = errors.invoices?.root?.message ?? errors.invoices?.message;
  if (invoices === undefined)
    return <Skeleton variant="rounded" height={96} aria-label={t('common.loadingOpenInvoices')} />;
  const credit = unallocated(amount, drafts);
  const over = overAllocated(amount, drafts);

  const spread = () => {
    for (const [i, value] of allocateInOrder(amount, drafts).entries()) {
      setValue(`invoices.${i}.amount`, value, { shouldValidate: true });
    }
  };
  return (
    <Box role="group" aria-label={t('receipts.allocationGroup')} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {t('receipts.openInvoices')}
        </Typography>
        {invoices.length > 0 && (
          <Button size="small" onClick={spread} disabled={!amount}>
            {t('receipts.oldestFirst')}
          </Button>
        )}
      </Box>
      {invoices.length === 0 && <Alert severity="info">{t('receipts.noUnpaid')}</Alert>}
      {invoices.map((invoice, index) => (
        <InvoiceAllocationRow
          key={invoice.id}
          invoice={invoice}
          control={control}
          name={`invoices.${index}.amount`}
        />
      ))}
      <Typography aria-live="polite" sx={{ fontWeight: 600 }} color={over.isPositive() ? 'error' : undefined}>
        {over.isPositive()
          ? t('receipts.overAllocated', { amount: formatKes(over) })
          : credit.isPositive()
            ? t('receipts.creditStays', { amount: formatKes(credit) })
            : t('receipts.allAllocated')}
      </Typography>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
    </Box>
  );
}
