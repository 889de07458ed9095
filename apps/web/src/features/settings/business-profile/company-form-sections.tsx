import Alert from '@mui/material/Alert';
import type { CompanyUpdate, companyUpdate } from '@tawi/contracts';
import { type Control, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormSwitch } from '../../../shared/form/form-switch';
import { FormTextField } from '../../../shared/form/form-text-field';
import { FormSection } from './form-section';

type CompanyControl = Control<z.input<typeof companyUpdate>, unknown, CompanyUpdate>;
const wide = { gridColumn: { sm: '1 / -1' } } as const;
const digits = { htmlInput: { inputMode: 'numeric', maxLength: 7 } } as const;

/** Bank and M-Pesa details printed on invoices, estimates, statements, credit notes and receipts. */
export function PaymentInstructionsSection({ control }: { control: CompanyControl }) {
  return (
    <FormSection
      title="Payment instructions"
      description="How customers pay you. Printed under the totals of invoices, estimates, statements and credit notes; leave blank what you do not use."
    >
      <FormTextField
        control={control}
        name="paymentInstructions.bankName"
        label="Bank"
        placeholder="Equity Bank"
      />
      <FormTextField
        control={control}
        name="paymentInstructions.bankBranch"
        label="Bank branch"
        placeholder="Kimathi Street"
      />
      <FormTextField control={control} name="paymentInstructions.accountName" label="Account name" />
      <FormTextField
        control={control}
        name="paymentInstructions.accountNumber"
        label="Account number"
        helperText="6 to 20 letters, digits or dashes"
      />
      <FormTextField
        control={control}
        name="paymentInstructions.mpesaPaybill"
        label="M-Pesa paybill"
        placeholder="247247"
        helperText="5 to 7 digits"
        slotProps={digits}
      />
      <FormTextField
        control={control}
        name="paymentInstructions.mpesaAccountNumber"
        label="Paybill account number"
        helperText="Leave blank to ask for the document number (e.g. INV-0001)"
      />
      <FormTextField
        control={control}
        name="paymentInstructions.mpesaTill"
        label="M-Pesa till (Buy Goods)"
        helperText="5 to 7 digits"
        slotProps={digits}
      />
      <FormTextField
        control={control}
        name="paymentInstructions.note"
        label="Note to customers"
        placeholder="Cheques payable to ..."
        multiline
        minRows={2}
        sx={wide}
      />
    </FormSection>
  );
}

/** Whether invoices may take stock below zero (off: they are refused with "Insufficient stock"). */
export function NegativeStockSection({ control }: { control: CompanyControl }) {
  const allowed = useWatch({ control, name: 'allowNegativeStock' }) === true;
  return (
    <FormSection title="Stock">
      <FormSwitch
        control={control}
        name="allowNegativeStock"
        label="Allow selling below zero stock"
        helperText="Off: an invoice for more than the branch holds is refused with “Insufficient stock”."
      />
      {allowed && (
        <Alert severity="warning" sx={wide}>
          Invoices may take stock below zero, at the current average cost. Receive the goods soon: the
          difference between what they cost and that average reaches cost of sales as they sell. Transfers,
          adjustments and stock counts still cannot take stock below zero.
        </Alert>
      )}
    </FormSection>
  );
}
