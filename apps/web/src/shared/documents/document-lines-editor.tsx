import {
  type Control,
  type FieldValues,
  type UseFormSetValue,
  useFieldArray,
  useFormState,
} from 'react-hook-form';
import { DocumentLine } from './document-line';
import {
  asLinesForm,
  type DocumentLineDraft,
  type DocumentLinesConfig,
  type LineCell,
  lineCells,
} from './document-lines';
import { LineHeader, LinesFrame, PHONE_LINE_COLUMNS } from './line-row';
import { useDocumentsText } from './use-documents-text';

export interface DocumentLinesEditorProps<
  K extends string,
  T extends FieldValues & Record<K, DocumentLineDraft[]>,
  TOut extends FieldValues,
> {
  control: Control<T, unknown, TOut>;
  setValue: UseFormSetValue<T>;
  /** The lines' field in the form. */
  name: K;
  /** What the document's lines hold. */
  config: DocumentLinesConfig<T[K][number]>;
  /** False: the company is not VAT-registered on the document's date, lines show no VAT. */
  chargesVat?: boolean;
}

/**
 * The lines of a sales or purchasing document being typed (invoice, estimate, sales order, purchase
 * order, bill): a row per line on a desk, a card per line on a phone, lines added and removed.
 */
export function DocumentLinesEditor<
  K extends string,
  T extends FieldValues & Record<K, DocumentLineDraft[]>,
  TOut extends FieldValues,
>({ name, config, chargesVat = true, ...form }: DocumentLinesEditorProps<K, T, TOut>) {
  const { t } = useDocumentsText();
  const { control, setValue } = asLinesForm(form.control, form.setValue);
  const { fields, append, remove } = useFieldArray({ control, name });
  const errors = useFormState({ control, name }).errors[name];
  const listError = errors?.root?.message ?? errors?.message;
  const columns = { xs: PHONE_LINE_COLUMNS, md: config.deskColumns };
  const titles: Record<LineCell, string> = {
    product: t('lines.product'),
    description: t('lines.description'),
    account: t('lines.expenseAccount'),
    qty: t(`lines.${config.qtyLabel}`),
    unitPrice: t('lines.unitPrice'),
    discount: t('lines.discount'),
    tax: t('tax'),
    inclVat: t('lines.price'),
    total: t('lines.lineTotal'),
  };
  return (
    <LinesFrame
      error={listError}
      addLabel={t(`lines.add.${config.noun}`)}
      onAdd={() => append(config.blank())}
    >
      <LineHeader columns={columns} titles={[...lineCells(config).map((cell) => titles[cell]), '']} />
      {fields.map((field, index) => (
        <DocumentLine
          key={field.id}
          control={control}
          setValue={setValue}
          name={name}
          index={index}
          config={config}
          columns={columns}
          chargesVat={chargesVat}
          onRemove={fields.length > 1 ? () => remove(index) : null}
        />
      ))}
    </LinesFrame>
  );
}
