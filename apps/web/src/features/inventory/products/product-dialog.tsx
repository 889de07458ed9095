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
import { TAX_OPTIONS } from '../inventory-format';
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
  const branchName = activeBranch?.name ?? 'this branch';

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const body = product ? productChanges(values, seesCosts) : { ...values, branchId: activeBranch?.id };
      const saved = await save.mutateAsync({ id: product?.id, body });
      toast.success(product ? `${saved.name} updated` : `${saved.name} added`);
      onClose();
    }),
  );

  return (
    <FormDialog
      title={product ? `Edit ${product.name}` : 'Add a product'}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      submitLabel={product ? 'Save' : 'Add product'}
      error={formError}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="name" label="Name" required autoFocus placeholder="Unga 2kg" />
        <FormTextField control={control} name="sku" label="SKU" required placeholder="UNGA-2KG" />
        <CategoryField control={control} name="category" categories={categories.data ?? []} />
        <FormTextField control={control} name="unit" label="Unit" select required>
          {units.map((u) => (
            <MenuItem key={u} value={u}>
              {u}
            </MenuItem>
          ))}
        </FormTextField>
        <FormNumberField
          control={control}
          name="sellingPrice"
          label="Selling price"
          required
          slotProps={MONEY_INPUT}
        />
        {(seesCosts || !product) && (
          <FormNumberField
            control={control}
            name="costPrice"
            label="Cost price"
            slotProps={MONEY_INPUT}
            helperText="What a unit costs to buy"
          />
        )}
        <FormTextField control={control} name="taxCategory" label="Tax category" select required>
          {TAX_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormSwitch
          control={control}
          name="sellingPriceIncludesTax"
          label="Shelf price (VAT included)"
          helperText="A shelf price: 230 sells for 230 (198.28 + 31.72 VAT at 16%)"
        />
        <FormNumberField
          control={control}
          name="minimumStock"
          label="Minimum stock"
          slotProps={QTY_INPUT}
          helperText={`Reorder level in ${branchName}`}
        />
        {!product && (
          <FormNumberField
            control={control}
            name="openingStock"
            label="Opening stock"
            slotProps={QTY_INPUT}
            helperText={`Units ${branchName} holds now, at the cost price`}
          />
        )}
        <FormTextField
          control={control}
          name="description"
          label="Description"
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
