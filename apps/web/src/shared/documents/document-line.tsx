import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { FormNumberField } from '../form/form-number-field';
import { FormSwitch } from '../form/form-switch';
import { FormTextField } from '../form/form-text-field';
import {
  type DocumentLineDraft,
  type DocumentLinesConfig,
  type LineCell,
  type LinesForm,
  lineCells,
} from './document-lines';
import { MONEY_SLOTS, QTY_SLOTS } from './input-slots';
import { AccountCell, ProductCell } from './line-pickers';
import { FULL_ON_PHONE, type LineColumns, LineRow, RemoveLineButton, TWO_ON_PHONE } from './line-row';
import { LineTotal } from './line-total';
import { TaxSelect } from './tax-select';
import { useDocumentsText } from './use-documents-text';

export interface DocumentLineProps {
  control: Control<LinesForm>;
  setValue: UseFormSetValue<LinesForm>;
  name: string;
  index: number;
  config: DocumentLinesConfig<DocumentLineDraft>;
  columns: LineColumns;
  chargesVat: boolean;
  /** Null: the only line, it stays. */
  onRemove: (() => void) | null;
}

/** One line being typed: its cells by what the document's lines hold, then its remove button. */
export function DocumentLine({
  control,
  setValue,
  name,
  index,
  config,
  columns,
  chargesVat,
  onRemove,
}: DocumentLineProps) {
  const { t } = useDocumentsText();
  const at = `${name}.${index}` as const;
  const field = { control, size: 'small' } as const;
  const cells: Record<LineCell, ReactNode> = {
    product: config.product && (
      <Box sx={FULL_ON_PHONE}>
        <ProductCell
          control={control}
          setValue={setValue}
          name={name}
          index={index}
          product={config.product}
        />
      </Box>
    ),
    description: (
      <FormTextField
        {...field}
        name={`${at}.description`}
        label={t('lines.description')}
        sx={FULL_ON_PHONE}
      />
    ),
    account: config.account && (
      <Box sx={FULL_ON_PHONE}>
        <AccountCell control={control} name={name} index={index} account={config.account} />
      </Box>
    ),
    qty: (
      <FormNumberField
        {...field}
        name={`${at}.qty`}
        label={t(`lines.${config.qtyLabel}`)}
        slotProps={QTY_SLOTS}
      />
    ),
    unitPrice: (
      <FormNumberField
        {...field}
        name={`${at}.unitPrice`}
        label={t('lines.unitPrice')}
        slotProps={MONEY_SLOTS}
        sx={TWO_ON_PHONE}
      />
    ),
    discount: (
      <FormNumberField
        {...field}
        name={`${at}.discount`}
        label={t('lines.discount')}
        slotProps={{ htmlInput: MONEY_SLOTS.htmlInput }}
      />
    ),
    tax: <TaxSelect control={control} name={`${at}.taxCategory`} sx={TWO_ON_PHONE} />,
    // beside the line's total on a phone, or a row of its own
    inclVat: (
      <Box sx={config.total ? TWO_ON_PHONE : FULL_ON_PHONE}>
        <FormSwitch control={control} name={`${at}.priceIncludesTax`} label={t('lines.inclVat')} />
      </Box>
    ),
    total: (
      <Box sx={TWO_ON_PHONE}>
        <LineTotal control={control} name={name} index={index} chargesVat={chargesVat} />
      </Box>
    ),
  };
  const number = index + 1;
  return (
    <LineRow label={t(`lines.row.${config.noun}`, { number })} columns={columns}>
      {lineCells(config).map((cell) => (
        <Fragment key={cell}>{cells[cell]}</Fragment>
      ))}
      <RemoveLineButton
        label={t(`lines.remove.${config.noun}`, { number })}
        onRemove={() => onRemove?.()}
        disabled={!onRemove}
      />
    </LineRow>
  );
}
