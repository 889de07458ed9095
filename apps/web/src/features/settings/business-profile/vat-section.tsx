import Alert from '@mui/material/Alert';
import type { CompanyUpdate, companyUpdate } from '@tawi/contracts';
import { type Control, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormSwitch } from '../../../shared/form/form-switch';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useSettingsText } from '../use-settings-text';

type CompanyControl = Control<z.input<typeof companyUpdate>, unknown, CompanyUpdate>;
const wide = { gridColumn: { sm: '1 / -1' } } as const;

/**
 * VAT registration (documents dated from the effective date on charge VAT; before it, or when not
 * registered, none) and whether selling prices include VAT. Part of the "Tax" section's grid.
 */
export function VatFields({ control }: { control: CompanyControl }) {
  const { t } = useSettingsText();
  const registered = useWatch({ control, name: 'vatRegistered' }) === true;
  return (
    <>
      <FormSwitch
        control={control}
        name="vatRegistered"
        label={t('businessProfile.vat.registered')}
        helperText={t('businessProfile.vat.registeredHelp')}
      />
      {registered ? (
        <>
          <FormDateField
            control={control}
            name="vatRegisteredFrom"
            label={t('businessProfile.vat.from')}
            required
            helperText={t('businessProfile.vat.fromHelp')}
          />
          <FormTextField control={control} name="vatNumber" label={t('businessProfile.vat.number')} />
        </>
      ) : (
        <Alert severity="info" sx={wide}>
          {t('businessProfile.vat.notRegistered')}
        </Alert>
      )}
      <FormSwitch
        control={control}
        name="sellingPriceIncludesTax"
        label={t('businessProfile.vat.pricesIncludeVat')}
        helperText={t('businessProfile.vat.pricesIncludeVatHelp')}
      />
    </>
  );
}
