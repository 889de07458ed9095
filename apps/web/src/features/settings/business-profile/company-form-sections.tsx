import Alert from '@mui/material/Alert';
import type { CompanyUpdate, companyUpdate } from '@tawi/contracts';
import { type Control, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormSwitch } from '../../../shared/form/form-switch';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useSettingsText } from '../use-settings-text';
import { FormSection } from './form-section';

type CompanyControl = Control<z.input<typeof companyUpdate>, unknown, CompanyUpdate>;
const wide = { gridColumn: { sm: '1 / -1' } } as const;
const digits = { htmlInput: { inputMode: 'numeric', maxLength: 7 } } as const;

/** Bank and M-Pesa details printed on invoices, estimates, statements, credit notes and receipts. */
export function PaymentInstructionsSection({ control }: { control: CompanyControl }) {
  const { t } = useSettingsText();
  return (
    <FormSection
      title={t('businessProfile.payment.title')}
      description={t('businessProfile.payment.description')}
    >
      <FormTextField
        control={control}
        name="paymentInstructions.bankName"
        label={t('businessProfile.payment.bank')}
        placeholder="Equity Bank"
      />
      <FormTextField
        control={control}
        name="paymentInstructions.bankBranch"
        label={t('businessProfile.payment.bankBranch')}
        placeholder="Kimathi Street"
      />
      <FormTextField
        control={control}
        name="paymentInstructions.accountName"
        label={t('businessProfile.payment.accountName')}
      />
      <FormTextField
        control={control}
        name="paymentInstructions.accountNumber"
        label={t('businessProfile.payment.accountNumber')}
        helperText={t('businessProfile.payment.accountNumberHelp')}
      />
      <FormTextField
        control={control}
        name="paymentInstructions.mpesaPaybill"
        label={t('businessProfile.payment.paybill')}
        placeholder="247247"
        helperText={t('businessProfile.payment.digitsHelp')}
        slotProps={digits}
      />
      <FormTextField
        control={control}
        name="paymentInstructions.mpesaAccountNumber"
        label={t('businessProfile.payment.paybillAccount')}
        helperText={t('businessProfile.payment.paybillAccountHelp')}
      />
      <FormTextField
        control={control}
        name="paymentInstructions.mpesaTill"
        label={t('businessProfile.payment.till')}
        helperText={t('businessProfile.payment.digitsHelp')}
        slotProps={digits}
      />
      <FormTextField
        control={control}
        name="paymentInstructions.note"
        label={t('businessProfile.payment.note')}
        placeholder={t('businessProfile.payment.notePlaceholder')}
        multiline
        minRows={2}
        sx={wide}
      />
    </FormSection>
  );
}

/** Whether invoices may take stock below zero (off: they are refused with "Insufficient stock"). */
export function NegativeStockSection({ control }: { control: CompanyControl }) {
  const { t } = useSettingsText();
  const allowed = useWatch({ control, name: 'allowNegativeStock' }) === true;
  return (
    <FormSection title={t('businessProfile.stock.title')}>
      <FormSwitch
        control={control}
        name="allowNegativeStock"
        label={t('businessProfile.stock.allowNegative')}
        helperText={t('businessProfile.stock.allowNegativeHelp')}
      />
      {allowed && (
        <Alert severity="warning" sx={wide}>
          {t('businessProfile.stock.negativeWarning')}
        </Alert>
      )}
    </FormSection>
  );
}
