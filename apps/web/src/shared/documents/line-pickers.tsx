import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import {
  type DocumentLineDraft,
  type DocumentLinesConfig,
  fillFromProduct,
  type LinesForm,
} from './document-lines';
import { useDocumentsText } from './use-documents-text';

interface CellProps {
  control: Control<LinesForm>;
  /** The lines' field in the form. */
  name: string;
  index: number;
}

type ProductConfig = NonNullable<DocumentLinesConfig<DocumentLineDraft>['product']>;

/** The SKUs on the other lines, when each product may stand on one line only. */
function useOtherSkus({ control, name, index }: CellProps, product: ProductConfig): string[] {
  const lines = useWatch({ control, name, disabled: !product.once });
  if (!product.once) return [];
  return (lines ?? []).flatMap((l, i) => (i === index ? [] : [l[product.skuField] ?? '']));
}

/** A line's product, found by SKU or name; picking one fills the line in as the document starts it. */
export function ProductCell({
  setValue,
  product,
  ...cell
}: CellProps & { setValue: UseFormSetValue<LinesForm>; product: ProductConfig }) {
  const { t } = useDocumentsText();
  const exclude = useOtherSkus(cell, product);
  const at = `${cell.name}.${cell.index}` as const;
  const Picker = product.picker;
  return (
    <Controller
      control={cell.control}
      name={`${at}.${product.skuField}`}
      render={({ field, fieldState }) => (
        <Picker
          label={t('lines.product')}
          value={field.value ?? ''}
          onChange={(sku, picked) => {
            if (product.skuField === 'productSku') setValue(`${at}.productId`, picked?.id ?? '');
            if (picked) fillFromProduct(setValue, at, picked, product.price);
            field.onChange(sku);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          exclude={exclude}
        />
      )}
    />
  );
}

/** The account a line is booked to (a bill's expense). */
export function AccountCell({
  control,
  name,
  index,
  account,
}: CellProps & { account: NonNullable<DocumentLinesConfig<DocumentLineDraft>['account']> }) {
  const { t } = useDocumentsText();
  const Picker = account.picker;
  return (
    <Controller
      control={control}
      name={`${name}.${index}.accountId`}
      render={({ field, fieldState }) => (
        <Picker
          label={t('lines.expenseAccount')}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
