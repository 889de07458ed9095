import type { ReceiptCreate } from '@tawi/contracts';
import type { Control } from 'react-hook-form';
import { MONEY_SLOTS } from '../../../shared/documents/input-slots';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useCustomersText } from '../use-customers-text';
import type { ReceiptFormInput } from './receipt-form';

/** A withholding VAT agent's receipt: the VAT it withheld (2% of the taxable value) and its certificate. */
export function WithholdingVatFields({
  control,
}: {
  control: Control<ReceiptFormInput, unknown, ReceiptCreate>;
}) {
  const { t } = useCustomersText();
  return (
    <>
      <FormNumberField
        control={control}
        name="vatWithheld"
        label={t('receipts.vatWithheld')}
        helperText={t('receipts.vatWithheldHelp')}
        slotProps={MONEY_SLOTS}
      />
      <FormTextField
        control={control}
        name="withholdingCertificateNumber"
        label={t('receipts.certificateNumber')}
      />
      <FormDateField
        control={control}
        name="withholdingCertificateDate"
        label={t('receipts.certificateDate')}
      />
    </>
  );
}
