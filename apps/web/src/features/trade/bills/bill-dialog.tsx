import Box from '@mui/material/Box';
import type { Bill } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DocumentLinesForm } from '../../../shared/documents/document-lines-form';
import { draftTotals } from '../../../shared/documents/draft-figures';
import { dateField } from '../../../shared/form/field-specs';
import { FormFields } from '../../../shared/form/form-fields';
import { FormPicker } from '../../../shared/form/form-picker';
import { useDialogSubmit } from '../../../shared/form/use-dialog-form';
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
  const form = useForm({
    resolver: useMemo(() => billResolver(t), [t]),
    defaultValues: billFormValues(todayIn(me.company.timeZone)),
  });
  const { control, setValue } = form;
  const dialog = useDialogSubmit(form, {
    serverFields: BILL_FIELDS,
    onClose,
    save: async (values) => {
      const created = await create.mutateAsync({ ...values, branchId: activeBranch?.id });
      onCreated(created);
      return t('bills.dialog.created', { number: created.billId });
    },
  });
  const lines = useWatch({ control, name: 'lines' });
  const totals = draftTotals(lines);

  return (
    <FormDialog
      {...dialog}
      title={t('bills.dialog.title')}
      submitLabel={t('bills.dialog.create')}
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
        <FormPicker control={control} name="supplierId">
          {(bound) => <SupplierField {...bound} required autoFocus />}
        </FormPicker>
        <FormFields
          control={control}
          fields={[
            dateField('date', t('bills.dialog.billDate'), { helperText: t('bills.dialog.billDateHelp') }),
            { name: 'supplierInvoiceNumber', label: t('common.supplierInvoiceNo'), required: true },
            dateField('supplierInvoiceDate', t('common.supplierInvoiceDate')),
          ]}
        />
      </Box>
      <DocumentLinesForm
        control={control}
        setValue={setValue}
        name="lines"
        config={BILL_LINES}
        totals={totals}
        notesLabel={t('common.notes')}
      />
    </FormDialog>
  );
}
