import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { EtimsCode } from '@tawi/contracts';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useEtimsCodeLists } from '../../settings/etims/etims-api';
import type { ProductFormInput, ProductFormValues } from './product-form';

const FULL_ROW = { gridColumn: { sm: '1 / -1' } };

type CodeName = 'etims.classCode' | 'etims.packagingUnit' | 'etims.quantityUnit';

/** A code picked from KRA's list when fetched (the current code kept if KRA no longer lists it); typed otherwise. */
function CodeField(props: {
  control: Control<ProductFormInput, unknown, ProductFormValues>;
  name: CodeName;
  label: string;
  codes: readonly EtimsCode[];
  current: string | undefined;
  helperText: string;
}) {
  const { control, name, label, codes, current, helperText } = props;
  if (codes.length === 0) {
    return <FormTextField control={control} name={name} label={label} helperText={helperText} />;
  }
  const options =
    current && !codes.some((c) => c.code === current)
      ? [...codes, { code: current, name: current, taxType: null }]
      : codes;
  return (
    <FormTextField control={control} name={name} label={label} select helperText={helperText}>
      <MenuItem value="">
        <em>Default</em>
      </MenuItem>
      {options.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {c.code} · {c.name}
          {c.taxType ? ` (tax ${c.taxType})` : ''}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/**
 * The codes eTIMS knows the product by: item code, classification, packaging and quantity unit, each
 * left blank for its default; the lists are KRA's (Settings, eTIMS). The item code is fixed once the
 * product is registered with KRA.
 */
export function ProductEtimsFields({
  control,
  current,
  registered,
}: {
  control: Control<ProductFormInput, unknown, ProductFormValues>;
  current: { classCode?: string; packagingUnit?: string; quantityUnit?: string } | undefined;
  registered: boolean;
}) {
  const lists = useEtimsCodeLists().data;
  return (
    <>
      <Typography variant="subtitle2" sx={{ ...FULL_ROW, mt: 1 }}>
        eTIMS (KRA)
      </Typography>
      <FormTextField
        control={control}
        name="etims.itemCode"
        label="KRA item code"
        disabled={registered}
        helperText={
          registered ? 'Registered with KRA: it cannot change' : 'Blank: KE, type, units and the next number'
        }
      />
      <CodeField
        control={control}
        name="etims.classCode"
        label="Item classification"
        codes={lists?.itemClasses ?? []}
        current={current?.classCode}
        helperText="KRA's item classification (UNSPSC)"
      />
      <CodeField
        control={control}
        name="etims.packagingUnit"
        label="Packaging unit"
        codes={lists?.packagingUnits ?? []}
        current={current?.packagingUnit}
        helperText="Blank: NT (net, unpackaged)"
      />
      <CodeField
        control={control}
        name="etims.quantityUnit"
        label="Quantity unit"
        codes={lists?.quantityUnits ?? []}
        current={current?.quantityUnit}
        helperText="Blank: from the unit (pcs U, kg KG, litre L)"
      />
    </>
  );
}
