import type { ProductOption } from '@tawi/contracts';
import { UNITS } from '@tawi/domain';
import { MONEY_SLOTS, QTY_SLOTS } from '../../../shared/documents/input-slots';
import { addEditTexts } from '../../../shared/form/dialog-texts';
import { FieldGrid, WIDE_MULTILINE } from '../../../shared/form/field-grid';
import { FormFields } from '../../../shared/form/form-fields';
import { useRecordDialogForm } from '../../../shared/form/use-record-dialog';
import { FormDialog } from '../../../shared/form-dialog';
import { useSession } from '../../../shared/session/session-context';
import { useSeesCosts } from '../../../shared/session/use-sees-costs';
import { taxOptions } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';
import { CategoryField } from './category-field';
import { ProductEtimsFields } from './product-etims-fields';
import { PRODUCT_FIELDS, productChanges, productForm, productFormValues } from './product-form';
import { useProductCategories, useSaveProduct } from './products-api';

export interface ProductDialogProps {
  /** The product to edit; none to add one. */
  product: ProductOption | undefined;
  onClose: () => void;
}

/** Add or edit a product of the company's item master. Mount only while open. */
export function ProductDialog({ product, onClose }: ProductDialogProps) {
  const { activeBranch, me } = useSession();
  const { t } = useInventoryText();
  const seesCosts = useSeesCosts();
  const save = useSaveProduct();
  const categories = useProductCategories();
  const units =
    product && !(UNITS as readonly string[]).includes(product.unit) ? [...UNITS, product.unit] : UNITS;
  const branch = activeBranch?.name ?? t('branch.this');
  const { form, dialog } = useRecordDialogForm(productForm, PRODUCT_FIELDS, {
    defaultValues: productFormValues(product, me.company.sellingPriceIncludesTax),
    texts: addEditTexts(t, 'productDialog', product?.name),
    onClose,
    save: (values) => {
      const body = product ? productChanges(values, seesCosts) : { ...values, branchId: activeBranch?.id };
      return save.mutateAsync({ id: product?.id, body });
    },
  });
  const { control } = form;

  return (
    <FormDialog {...dialog} maxWidth="md">
      <FieldGrid columns="1fr 1fr" padTop>
        <FormFields
          control={control}
          fields={[
            {
              name: 'name',
              label: t('productDialog.name'),
              required: true,
              autoFocus: true,
              placeholder: 'Unga 2kg',
            },
            { name: 'sku', label: t('productDialog.sku'), required: true, placeholder: 'UNGA-2KG' },
          ]}
        />
        <CategoryField control={control} name="category" categories={categories.data ?? []} />
        <FormFields
          control={control}
          fields={[
            {
              name: 'unit',
              label: t('productDialog.unit'),
              options: units.map((u) => ({ value: u, label: u })),
              required: true,
            },
            {
              kind: 'number',
              name: 'sellingPrice',
              label: t('productDialog.sellingPrice'),
              required: true,
              slotProps: MONEY_SLOTS,
            },
            (seesCosts || !product) && {
              kind: 'number',
              name: 'costPrice',
              label: t('productDialog.costPrice'),
              slotProps: MONEY_SLOTS,
              helperText: t('productDialog.costPriceHelp'),
            },
            {
              name: 'taxCategory',
              label: t('productDialog.taxCategory'),
              options: taxOptions(t),
              required: true,
            },
            {
              kind: 'switch',
              name: 'sellingPriceIncludesTax',
              label: t('productDialog.shelfPrice'),
              helperText: t('productDialog.shelfPriceHelp'),
            },
            {
              kind: 'number',
              name: 'minimumStock',
              label: t('productDialog.minimumStock'),
              slotProps: QTY_SLOTS,
              helperText: t('branch.reorderLevel', { branch }),
            },
            !product && {
              kind: 'number',
              name: 'openingStock',
              label: t('productDialog.openingStock'),
              slotProps: QTY_SLOTS,
              helperText: t('productDialog.openingStockHelp', { branch }),
            },
            { name: 'description', label: t('productDialog.description'), ...WIDE_MULTILINE },
          ]}
        />
        <ProductEtimsFields
          control={control}
          current={product?.etims}
          registered={Boolean(product?.etims.registeredAt)}
        />
      </FieldGrid>
    </FormDialog>
  );
}
