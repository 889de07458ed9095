import type { ProductOption } from '@tawi/contracts';
import type { TaxCategoryCode } from '@tawi/domain';
import type { ComponentType, Ref } from 'react';
import type { Control, FieldValues, UseFormSetValue } from 'react-hook-form';

/** A line of a sales or purchasing document while it is typed: each document holds some of these fields. */
export interface DocumentLineDraft {
  /** A sale's product: the SKU the picker shows and the product's id. */
  productSku?: string;
  productId?: string;
  /** An order's product, by its SKU. */
  itemId?: string;
  description?: string;
  /** A bill's expense account. */
  accountId?: string;
  qty: number | undefined;
  unitPrice: number | undefined;
  discount?: number | undefined;
  taxCategory: TaxCategoryCode;
  priceIncludesTax?: boolean;
}

/** What the lines editor hands a line's picker: a field bound to the form. */
export interface LinePickerProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
  label: string;
}

/** A product picker: it also hands over the product chosen, and leaves out the SKUs given. */
export interface ProductPickerProps extends Omit<LinePickerProps, 'onChange'> {
  onChange: (sku: string, product: ProductOption | null) => void;
  exclude: readonly string[];
}

/** What a document's lines hold beyond a quantity, a unit price and a tax category (always there). */
export interface DocumentLinesConfig<L extends DocumentLineDraft> {
  /** A line chosen from the products: the field its SKU goes in, and what a picked product fills in. */
  product?: {
    picker: ComponentType<ProductPickerProps>;
    skuField: 'productSku' | 'itemId';
    /** A sale starts at the shelf price, its name and VAT inclusion; a purchase at what it last cost. */
    price: 'selling' | 'cost';
    /** Each product once: a product on one line is not offered on another. */
    once: boolean;
  };
  description: boolean;
  /** A line booked to an account (a bill's expense), chosen with this picker. */
  account?: { picker: ComponentType<LinePickerProps> };
  discount: boolean;
  /** The incl. VAT switch per line. */
  inclVat: boolean;
  /** Each line's total and VAT as typed. */
  total: boolean;
  /** What a row is called: "Line 2" or "Item 2". */
  noun: 'line' | 'item';
  qtyLabel: 'qty' | 'quantity';
  /** The desk grid's columns: one per cell and the remove button's. */
  deskColumns: string;
  /** A new empty line. */
  blank: () => L;
}

export type LineCell =
  | 'product'
  | 'description'
  | 'account'
  | 'qty'
  | 'unitPrice'
  | 'discount'
  | 'tax'
  | 'inclVat'
  | 'total';

/** The cells of a line, left to right; the remove button follows. */
export function lineCells(c: DocumentLinesConfig<DocumentLineDraft>): LineCell[] {
  const when = (on: unknown, cell: LineCell): LineCell[] => (on ? [cell] : []);
  return [
    ...when(c.product, 'product'),
    ...when(c.description, 'description'),
    ...when(c.account, 'account'),
    'qty',
    'unitPrice',
    ...when(c.discount, 'discount'),
    'tax',
    ...when(c.inclVat, 'inclVat'),
    ...when(c.total, 'total'),
  ];
}

/** Any form seen as its lines under some name; what the editor's cells bind to. */
export type LinesForm = Record<string, DocumentLineDraft[]>;

/** The form's control and setter seen as a LinesForm: safe, its lines under `name` are DocumentLineDrafts. */
export function asLinesForm<T extends FieldValues, TOut extends FieldValues>(
  control: Control<T, unknown, TOut>,
  setValue: UseFormSetValue<T>,
) {
  return {
    control: control as unknown as Control<LinesForm>,
    setValue: setValue as unknown as UseFormSetValue<LinesForm>,
  };
}

/** Fills a line from the product picked on it, by what the document starts a product line at. */
export function fillFromProduct(
  setValue: UseFormSetValue<LinesForm>,
  at: `${string}.${number}`,
  product: ProductOption,
  price: 'selling' | 'cost',
) {
  const check = { shouldValidate: true };
  setValue(`${at}.taxCategory`, product.taxCategory, check);
  if (price === 'cost') {
    // what it last cost, when known
    if (product.costPrice !== undefined && product.costPrice > 0)
      setValue(`${at}.unitPrice`, product.costPrice, check);
    return;
  }
  setValue(`${at}.description`, product.name, check);
  setValue(`${at}.unitPrice`, product.sellingPrice, check);
  // a shelf price includes VAT: 230 charges 230 (198.28 + 31.72)
  setValue(`${at}.priceIncludesTax`, product.sellingPriceIncludesTax === true);
}
