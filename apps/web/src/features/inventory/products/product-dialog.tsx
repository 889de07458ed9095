import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import type { ProductOption } from '@tawi/contracts';
import { UNITS } from '@tawi/domain';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormNumberField } from '../../../shared/form/form-number-field';
import { formResolver } from '../../../shared/form/form-resolver';
import { FormSwitch } from '../../../shared/form/form-switch';
import { FormTextField } from '../../../shared/form/form-text-field';
import { useServerErrors } from '../../../shared/form/use-server-errors';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { useSeesCosts } from '../../../shared/session/use-sees-costs';
import { taxOptions } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import { CategoryField } from './category-field';
import { ProductEtimsFields } from './product-etims-fields';
import {
  PRODUCT_FIELDS,
  type ProductFormInput,
  type ProductFormValues,
  productChanges,
  productForm,
  productFormValues,
} from './product-form';
import { useProductCategories, useSaveProduct } from './products-api';

export interface ProductDialogProps {
  /** The product to edit; none to add one. */
  product: ProductOption | undefined;
  onClose: () => void;
}

const KES = { input: { startAdornment: <InputAdornment position="start">KES</InputAdornment> } };
const MONEY_INPUT = { ...KES, htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' as const } };
const QTY_INPUT = { htmlInput: { min: 0, step: 'any', inputMode: 'decimal' as const } };
const FULL_ROW = { gridColumn: { sm: '1 / -1' } };

/** Add or edit a product of the company's item master. Mount only while open. */
export function ProductDialog({ product, onClose }: ProductDialogProps) {
  const { activeBranch, me } = useSession();
  const { t } = useInventoryText();
  const seesCosts = useSeesCosts();
  const save = useSaveProduct();
  const categories = useProductCategories();
  const { control, handleSubmit, setError, formState } = useForm<
    ProductFormInput,
    unknown,
    ProductFormValues
  >({
    resolver: formResolver(productForm),
    defaultValues: productFormValues(product, me.company.sellingPriceIncludesTax),
  });
  const { formError, attempt } = useServerErrors(setError, PRODUCT_FIELDS);
  const units =
    product && !(UNITS as readonly string[]).includes(product.unit) ? [...UNITS, product.unit] : UNITS;
  const branch = activeBranch?.name ?? t('branch.this');

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const body = product ? productChanges(values, seesCosts) : { ...values, branchId: activeBranch?.id };
      const saved = await save.mutateAsync({ id: product?.id, body });
      toast.success(t(product ? 'productDialog.updated' : 'productDialog.added', { name: saved.name }));
      onClose();
    }),
  );

  return (
    <FormDialog
      title={product ? t('productDialog.editTitle', { name: product.name }) : t('productDialog.addTitle')}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={product ? t('productDialog.save') : t('productDialog.add')}
      error={formError}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="name"
          label={t('productDialog.name')}
          required
          autoFocus
          placeholder="Unga 2kg"
        />
        <FormTextField
          control={control}
          name="sku"
          label={t('productDialog.sku')}
          required
          placeholder="UNGA-2KG"
        />
        <CategoryField control={control} name="category" categories={categories.data ?? []} />
        <FormTextField control={control} name="unit" label={t('productDialog.unit')} select required>
          {units.map((u) => (
            <MenuItem key={u} value={u}>
              {u}
            </MenuItem>
          ))}
        </FormTextField>
        <FormNumberField
          control={control}
          name="sellingPrice"
          label={t('productDialog.sellingPrice')}
          required
          slotProps={MONEY_INPUT}
        />
        {(seesCosts || !product) && (
          <FormNumberField
            control={control}
            name="costPrice"
            label={t('productDialog.costPrice')}
            slotProps={MONEY_INPUT}
            helperText={t('productDialog.costPriceHelp')}
          />
        )}
        <FormTextField
          control={control}
          name="taxCategory"
          label={t('productDialog.taxCategory')}
          select
          required
        >
          {taxOptions(t).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormSwitch
          control={control}
          name="sellingPriceIncludesTax"
          label={t('productDialog.shelfPrice')}
          helperText={t('productDialog.shelfPriceHelp')}
        />
        <FormNumberField
          control={control}
          name="minimumStock"
          label={t('productDialog.minimumStock')}
          slotProps={QTY_INPUT}
          helperText={t('branch.reorderLevel', { branch })}
        />
        {!product && (
          <FormNumberField
            control={control}
            name="openingStock"
            label={t('productDialog.openingStock')}
            slotProps={QTY_INPUT}
            helperText={t('productDialog.openingStockHelp', { branch })}
          />
        )}
        <FormTextField
          control={control}
          name="description"
          label={t('productDialog.description')}
          multiline
          minRows={2}
          sx={FULL_ROW}
        />
        <ProductEtimsFields
          control={control}
          current={product?.etims}
          registered={Boolean(product?.etims.registeredAt)}
        />
      </Box>
    </FormDialog>
  );
}
