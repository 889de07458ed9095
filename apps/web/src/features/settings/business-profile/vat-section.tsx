import Alert from '@mui/material/Alert';
import type { CompanyUpdate, companyUpdate } from '@tawi/contracts';
import { type Control, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormDateField } from '../../../shared/form/form-date-field';
import { FormSwitch } from '../../../shared/form/form-switch';
import { FormTextField } from '../../../shared/form/form-text-field';

type CompanyControl = Control<z.input<typeof companyUpdate>, unknown, CompanyUpdate>;
const wide = { gridColumn: { sm: '1 / -1' } } as const;

/**
 * VAT registration (documents dated from the effective date on charge VAT; before it, or when not
 * registered, none) and whether selling prices include VAT. Part of the "Tax" section's grid.
 */
export function VatFields({ control }: { control: CompanyControl }) {
  const registered = useWatch({ control, name: 'vatRegistered' }) === true;
  return (
    <>
      <FormSwitch
        control={control}
        name="vatRegistered"
        label="VAT registered"
        helperText="Registering needs your KRA PIN and the date the registration takes effect."
      />
      {registered ? (
        <>
          <FormDateField
            control={control}
            name="vatRegisteredFrom"
            label="VAT registered from"
            required
            helperText="Invoices, credit notes and bills dated from this day on carry VAT"
          />
          <FormTextField control={control} name="vatNumber" label="VAT number" />
        </>
      ) : (
        <Alert severity="info" sx={wide}>
          Not VAT-registered: your invoices charge no VAT and are titled INVOICE, the VAT on your bills is
          part of what the goods or expenses cost, and there are no VAT returns to file.
        </Alert>
      )}
      <FormSwitch
        control={control}
        name="sellingPriceIncludesTax"
        label="Selling prices include VAT"
        helperText="Shelf prices, as a retailer sets them: an item priced 230 sells for 230 (198.28 + 31.72 VAT). New products start with this setting."
      />
    </>
  );
}
