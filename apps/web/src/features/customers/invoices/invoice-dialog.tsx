import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Estimate } from '@tawi/contracts';
import { addDays, todayIn } from '@tawi/domain';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { DocumentLinesForm } from '../../../shared/documents/document-lines-form';
import { draftTotals } from '../../../shared/documents/draft-figures';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormPicker } from '../../../shared/form/form-picker';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { useChargesVat } from '../../../shared/session/use-charges-vat';
import { CustomerField } from '../customer-field';
import { useCreateEstimate, useUpdateEstimate } from '../estimates/estimates-api';
import { useSalesText } from '../use-sales-text';
import {
  estimateBody,
  INVOICE_FIELDS,
  type InvoiceFormInput,
  invoiceBody,
  invoiceFormValues,
  invoiceResolver,
} from './invoice-form';
import { useCreateInvoice } from './invoices-api';
import { SALE_LINES } from './sale-lines';

export interface InvoiceDialogProps {
  /** An invoice (the default) or an estimate: the same lines, an estimate has a validity date. */
  kind?: 'invoice' | 'estimate';
  /** Start with this customer chosen (the customer's page). */
  customerId?: string;
  onClose: () => void;
  /** The new document's id. */
  onCreated: (id: string) => void;
  /** Edit this estimate (with kind "estimate"), starting from these values, instead of creating one. */
  edit?: { estimate: Estimate; values: InvoiceFormInput } | undefined;
}

/**
 * A new invoice: customer, lines with VAT per line and live totals; saved as a Draft or issued at
 * once. As an estimate: the same form with a validity date.
 */
export function InvoiceDialog({
  kind = 'invoice',
  customerId = '',
  onClose,
  onCreated,
  edit,
}: InvoiceDialogProps) {
  const { me, activeBranch } = useSession();
  const { t } = useSalesText();
  const resolver = useMemo(() => invoiceResolver(t), [t]);
  const create = useCreateInvoice();
  const createEstimate = useCreateEstimate();
  const updateEstimate = useUpdateEstimate();
  const estimate = kind === 'estimate';
  const today = todayIn(me.company.timeZone);
  const { control, handleSubmit, setError, setValue, formState } = useForm({
    resolver,
    defaultValues: edit?.values ?? {
      ...invoiceFormValues(today, customerId),
      validUntil: estimate ? addDays(today, 30) : '',
    },
  });
  const { formError, attempt } = useServerErrors(setError, INVOICE_FIELDS);
  const lines = useWatch({ control, name: 'lines' });
  const chargesVat = useChargesVat(useWatch({ control, name: 'date' }));
  const totals = draftTotals(lines, chargesVat);

  const save = (status: 'Draft' | 'Unpaid') =>
    handleSubmit((values) =>
      attempt(async () => {
        const branchId = activeBranch?.id;
        if (edit) {
          const saved = await updateEstimate.mutateAsync({
            id: edit.estimate.id,
            body: estimateBody(values),
          });
          toast.success(t('invoices.dialog.saved', { number: saved.estimateNumber }));
          onClose();
          return;
        }
        if (estimate) {
          const created = await createEstimate.mutateAsync({ ...estimateBody(values), branchId });
          toast.success(t('invoices.dialog.created', { number: created.estimateNumber }));
          onClose();
          onCreated(created.id);
          return;
        }
        const created = await create.mutateAsync({ ...invoiceBody(values), branchId, status });
        toast.success(
          t(status === 'Draft' ? 'invoices.dialog.savedAsDraft' : 'invoices.dialog.issued', {
            number: created.invoiceNumber,
          }),
        );
        onClose();
        onCreated(created.id);
      }),
    );

  return (
    <FormDialog
      title={
        edit
          ? t('invoices.dialog.editEstimate', { number: edit.estimate.estimateNumber })
          : t(estimate ? 'invoices.dialog.newEstimate' : 'invoices.dialog.newInvoice')
      }
      onSubmit={save('Unpaid')}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={
        edit
          ? t('common.saveChanges')
          : t(estimate ? 'invoices.dialog.createEstimate' : 'invoices.dialog.issueInvoice')
      }
      error={formError}
      maxWidth="xl"
      extraActions={
        !estimate && (
          <Button variant="outlined" disabled={formState.isSubmitting} onClick={() => void save('Draft')()}>
            {t('invoices.dialog.saveDraft')}
          </Button>
        )
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          pt: 1,
          gridTemplateColumns: { xs: '1fr', sm: estimate ? '2fr 1fr 1fr' : '2fr 1fr' },
        }}
      >
        <FormPicker control={control} name="customerId">
          {(bound) => (
            <CustomerField
              {...bound}
              label={t('common.customer')}
              required
              autoFocus={!customerId && !edit}
            />
          )}
        </FormPicker>
        <FormDateField
          control={control}
          name="date"
          label={t(estimate ? 'invoices.dialog.estimateDate' : 'invoices.dialog.invoiceDate')}
          helperText={estimate ? undefined : t('invoices.dialog.dueHelp')}
        />
        {estimate && (
          <FormDateField control={control} name="validUntil" label={t('invoices.dialog.validUntil')} />
        )}
      </Box>
      <DocumentLinesForm
        control={control}
        setValue={setValue}
        name="lines"
        config={SALE_LINES}
        chargesVat={chargesVat}
        totals={totals}
        notesLabel={t('common.notes')}
      />
    </FormDialog>
  );
}
