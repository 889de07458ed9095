import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { EtimsCode } from '@tawi/contracts';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useEtimsCodeLists } from '../../settings/etims/etims-api';
import { useInventoryText } from '../use-inventory-text';
import type { ProductFormInput, ProductFormValues } from './product-form';

const FULL_ROW = { gridColumn: { sm: '1 / -1' } };

type CodeName = 'etims.classCode' | 'etims.packagingUnit' | 'etims.quantityUnit';

/** Each code field (`etims.<code>`, its label and help under that name) and the KRA list it picks from. */
const CODE_LISTS = [
  ['classCode', 'itemClasses'],
  ['packagingUnit', 'packagingUnits'],
  ['quantityUnit', 'quantityUnits'],
] as const;

/**
 * A code picked from KRA's list when fetched (the current code kept if KRA no longer lists it); typed otherwise.
 * While the lists load the field is disabled, so nothing typed is lost when it turns into a list.
 */
function CodeField(props: {
  control: Control<ProductFormInput, unknown, ProductFormValues>;
  name: CodeName;
  label: string;
  codes: readonly EtimsCode[];
  loading: boolean;
  current: string | undefined;
  helperText: string;
}) {
  const { control, name, label, codes, loading, current, helperText } = props;
  const { t } = useInventoryText();
  if (codes.length === 0) {
    return (
      <FormTextField control={control} name={name} label={label} helperText={helperText} disabled={loading} />
    );
  }
  const options =
    current && !codes.some((c) => c.code === current)
      ? [...codes, { code: current, name: current, taxType: null }]
      : codes;
  return (
    <FormTextField control={control} name={name} label={label} select helperText={helperText}>
      <MenuItem value="">
        <em>{t('productDialog.etims.default')}</em>
      </MenuItem>
      {options.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {c.taxType
            ? t('productDialog.etims.codeWithTax', { code: c.code, name: c.name, taxType: c.taxType })
            : `${c.code} · ${c.name}`}
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
  const { data: lists, isPending: loading } = useEtimsCodeLists();
  const { t } = useInventoryText();
  return (
    <>
      <Typography variant="subtitle2" sx={{ ...FULL_ROW, mt: 1 }}>
        {t('productDialog.etims.heading')}
      </Typography>
      <FormTextField
        control={control}
        name="etims.itemCode"
        label={t('productDialog.etims.itemCode')}
        disabled={registered}
        helperText={
          registered ? t('productDialog.etims.itemCodeRegistered') : t('productDialog.etims.itemCodeHelp')
        }
      />
      {CODE_LISTS.map(([code, list]) => (
        <CodeField
          key={code}
          control={control}
          name={`etims.${code}`}
          label={t(`productDialog.etims.${code}`)}
          codes={lists?.[list] ?? []}
          loading={loading}
          current={current?.[code]}
          helperText={t(`productDialog.etims.${code}Help`)}
        />
      ))}
    </>
  );
}
