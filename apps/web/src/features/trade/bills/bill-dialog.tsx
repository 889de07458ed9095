import Box from '@mui/material/Box';
import type { Bill } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { DocumentLinesEditor } from '../../../shared/documents/document-lines-editor';
import { draftTotals } from '../../../shared/documents/draft-figures';
import { TotalsList } from '../../../shared/documents/totals-list';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { SupplierField } from '../supplier-field';
import { useTradeText } from '../use-trade-text';
import { BILL_FIELDS, billFormValues, billResolver } from './bill-form';
import { BILL_LINES } from './bill-lines';
import { useCreateBill } from './bills-api';

export interface BillDialogProps {
  onClose: () => void;
  onCreated: (bill: Bill) => void;
}

/** A bill without a purchase order (rent, internet, repairs): lines on expense accounts, with VAT. */
export function BillDialog({ onClose, onCreated }: BillDialogProps) {
  const { me, activeBranch } = useSession();
  const { t } = useTradeText();
  const create = useCreateBill();
  const { control, handleSubmit, setError, setValue, formState } = useForm({
    resolver: useMemo(() => billResolver(t), [t]),
    defaultValues: billFormValues(todayIn(me.company.timeZone)),
  });
  const { formError, attempt } = useServerErrors(setError, BILL_FIELDS);
  const lines = useWatch({ control, name: 'lines' });
  const totals = draftTotals(lines);

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const created = await create.mutateAsync({ ...values, branchId: activeBranch?.id });
      toast.success(t('bills.dialog.created', { number: created.billId }));
      onClose();
      onCreated(created);
    }),
  );

  return (
    <FormDialog
      title={t('bills.dialog.title')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={t('bills.dialog.create')}
      error={formError}
      maxWidth="lg"
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          pt: 1,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
        }}
      >
        <Controller
          control={control}
          name="supplierId"
          render={({ field, fieldState }) => (
            <SupplierField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              required
              autoFocus
            />
          )}
        />
        <FormDateField
          control={control}
          name="date"
          label={t('bills.dialog.billDate')}
          helperText={t('bills.dialog.billDateHelp')}
        />
        <FormTextField
          control={control}
          name="supplierInvoiceNumber"
          label={t('common.supplierInvoiceNo')}
          required
        />
        <FormDateField control={control} name="supplierInvoiceDate" label={t('common.supplierInvoiceDate')} />
      </Box>
      <Box sx={{ mt: 3 }}>
        <DocumentLinesEditor control={control} setValue={setValue} name="lines" config={BILL_LINES} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <TotalsList subtotal={totals.subtotal} taxTotal={totals.taxTotal} total={totals.total} />
      </Box>
      <FormTextField
        control={control}
        name="notes"
        label={t('common.notes')}
        multiline
        minRows={2}
        fullWidth
        sx={{ mt: 2.5 }}
      />
    </FormDialog>
  );
}
