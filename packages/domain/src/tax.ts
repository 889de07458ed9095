import { Money, type MoneyInput } from './money';

/** KRA eTIMS tax types (SPEC point 3, KENYA.md "VAT"). A, C and D carry no tax. */
export const TAX_CATEGORIES = [
  { id: 1, code: 'A', name: 'A_Exempt', label: 'A - Exempt', rate: 0 },
  { id: 2, code: 'B', name: 'B_16', label: 'B - 16% VAT', rate: 0.16 },
  { id: 3, code: 'C', name: 'C_0', label: 'C - Zero rated', rate: 0 },
  { id: 4, code: 'D', name: 'D_Non_VAT', label: 'D - Non-VAT', rate: 0 },
  { id: 5, code: 'E', name: 'E_8', label: 'E - 8% VAT', rate: 0.08 },
] as const;

export const TAX_CATEGORY_CODES = ['A', 'B', 'C', 'D', 'E'] as const;
export type TaxCategoryCode = (typeof TAX_CATEGORY_CODES)[number];
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

export function isTaxCategoryCode(value: unknown): value is TaxCategoryCode {
  return typeof value === 'string' && (TAX_CATEGORY_CODES as readonly string[]).includes(value);
}

/** Rate as an exact fraction (B -> 0.16); throws RangeError for an unknown code. */
export function taxRate(code: TaxCategoryCode): Money {
  const category = TAX_CATEGORIES.find((c) => c.code === code);
  if (!category) throw new RangeError(`Unknown tax category: '${String(code)}'`);
  return Money.of(category.rate);
}

export interface LineTaxInput {
  qty: MoneyInput;
  unitPrice: MoneyInput;
  discount?: MoneyInput;
  taxCategory: TaxCategoryCode;
  priceIncludesTax?: boolean;
}

export interface LineTax {
  /** Entered line value v = qty x unitPrice - discount, rounded half-up to 2 decimals. */
  value: Money;
  /** Pre-tax amount. */
  amount: Money;
  taxAmount: Money;
  /** amount + taxAmount. */
  lineTotal: Money;
}

/** Whether a line's discount is more than its value before discount (qty x unitPrice): refused. */
export function discountExceedsLine(line: Pick<LineTaxInput, 'qty' | 'unitPrice' | 'discount'>): boolean {
  return Money.of(line.discount ?? 0).gt(Money.of(line.qty).times(line.unitPrice));
}

/**
 * Per-line tax (API.md "Conventions"). v is rounded to 2 decimals first (qty may have 3).
 * Exclusive: amount = v, tax = round(v x rate). Inclusive: amount = round(v / (1 + rate)),
 * tax = v - amount. Rate 0: tax 0. No sign checks: a negative v gives mirrored results.
 * `chargesVat` false (a seller not VAT-registered on the document's date, vat-registration.ts): no
 * tax whatever the category, the whole value is the amount (a shelf price of 230 charges 230).
 */
export function computeLineTax(input: LineTaxInput, chargesVat = true): LineTax {
  const { qty, unitPrice, discount = 0, taxCategory, priceIncludesTax = false } = input;
  const rate = taxRate(taxCategory);
  const value = Money.of(qty).times(unitPrice).minus(discount).round();
  if (rate.isZero() || !chargesVat) {
    return { value, amount: value, taxAmount: Money.zero(), lineTotal: value };
  }
  if (priceIncludesTax) {
    const amount = value.dividedBy(rate.plus(1)).round();
    return { value, amount, taxAmount: value.minus(amount), lineTotal: value };
  }
  const taxAmount = value.times(rate).round();
  return { value, amount: value, taxAmount, lineTotal: value.plus(taxAmount) };
}
