import Alert from '@mui/material/Alert';
import type { CompanyUpdate, companyUpdate } from '@tawi/contracts';
import { type Control, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FULL_ROW, WIDE_MULTILINE } from '../../../shared/form/field-grid';
import { FormFields } from '../../../shared/form/form-fields';
import { FormSwitch } from '../../../shared/form/form-switch';
import { useSettingsText } from '../use-settings-text';
import { FormSection } from './form-section';

type CompanyControl = Control<z.input<typeof companyUpdate>, unknown, CompanyUpdate>;
const digits = { htmlInput: { inputMode: 'numeric', maxLength: 7 } } as const;

/** Bank and M-Pesa details printed on invoices, estimates, statements, credit notes and receipts. */
export function PaymentInstructionsSection({ control }: { control: CompanyControl }) {
  const { t } = useSettingsText();
  return (
    <FormSection
      title={t('businessProfile.payment.title')}
      description={t('businessProfile.payment.description')}
    >
      <FormFields
        control={control}
        fields={[
          {
            name: 'paymentInstructions.bankName',
            label: t('businessProfile.payment.bank'),
            placeholder: 'Equity Bank',
          },
          {
            name: 'paymentInstructions.bankBranch',
            label: t('businessProfile.payment.bankBranch'),
            placeholder: 'Kimathi Street',
          },
          { name: 'paymentInstructions.accountName', label: t('businessProfile.payment.accountName') },
          {
            name: 'paymentInstructions.accountNumber',
            label: t('businessProfile.payment.accountNumber'),
            helperText: t('businessProfile.payment.accountNumberHelp'),
          },
          {
            name: 'paymentInstructions.mpesaPaybill',
            label: t('businessProfile.payment.paybill'),
            placeholder: '247247',
            helperText: t('businessProfile.payment.digitsHelp'),
            slotProps: digits,
          },
          {
            name: 'paymentInstructions.mpesaAccountNumber',
            label: t('businessProfile.payment.paybillAccount'),
            helperText: t('businessProfile.payment.paybillAccountHelp'),
          },
          {
            name: 'paymentInstructions.mpesaTill',
            label: t('businessProfile.payment.till'),
            helperText: t('businessProfile.payment.digitsHelp'),
            slotProps: digits,
          },
          {
            name: 'paymentInstructions.note',
            label: t('businessProfile.payment.note'),
            placeholder: t('businessProfile.payment.notePlaceholder'),
            ...WIDE_MULTILINE,
          },
        ]}
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
        <Alert severity="warning" sx={FULL_ROW}>
          {t('businessProfile.stock.negativeWarning')}
        </Alert>
      )}
    </FormSection>
  );
}
