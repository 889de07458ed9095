import type { CounterPaymentMethod, CounterSaleCreate, HeldSale, ProductOption } from '@tawi/contracts';
import { documentTotals, Money, type TaxCategoryCode } from '@tawi/domain';

/** A line of the sale being rung up. */
export interface CartLine {
  productId: string;
  sku: string;
  name: string;
  qty: number;
  unitPrice: number;
  discount: number;
  taxCategory: TaxCategoryCode;
  priceIncludesTax: boolean;
  /** What the branch holds (as the product was looked up), to warn before charging. */
  inStock: number;
}

/** Adds one of the product, or one more when it is already in the sale. */
export function addToCart(lines: readonly CartLine[], p: ProductOption): CartLine[] {
  if (lines.some((l) => l.productId === p.id)) {
    return lines.map((l) => (l.productId === p.id ? { ...l, qty: l.qty + 1 } : l));
  }
  return [
    ...lines,
    {
      productId: p.id,
      sku: p.sku,
      name: p.name,
      qty: 1,
      unitPrice: p.sellingPrice,
      discount: 0,
      taxCategory: p.taxCategory,
      priceIncludesTax: p.sellingPriceIncludesTax,
      inStock: p.currentStock,
    },
  ];
}

/** The totals the server will charge (same rules: documentTotals). */
export function cartTotals(lines: readonly CartLine[], chargesVat: boolean) {
  return documentTotals(
    lines.map((l) => ({
      qty: l.qty,
      unitPrice: l.unitPrice,
      discount: l.discount,
      taxCategory: l.taxCategory,
      priceIncludesTax: l.priceIncludesTax,
    })),
    { chargesVat },
  );
}

/** How the customer pays: one method for the whole total, or split across them. */
export type PayMode = CounterPaymentMethod | 'split';

export interface PaymentDraft {
  mode: PayMode;
  /** Amounts typed per method (split), as text. */
  cash: string;
  mpesa: string;
  card: string;
  mpesaCode: string;
  cardReference: string;
  tendered: string;
}

export const EMPTY_PAYMENT: PaymentDraft = {
  mode: 'cash',
  cash: '',
  mpesa: '',
  card: '',
  mpesaCode: '',
  cardReference: '',
  tendered: '',
};

const amountOf = (text: string) => {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? Money.of(n).round() : Money.zero();
};

/** The payments the draft makes for a total: the whole total by one method, or the split's amounts. */
export function paymentsOf(draft: PaymentDraft, total: Money): CounterSaleCreate['payments'] {
  const amounts: Record<CounterPaymentMethod, Money> =
    draft.mode === 'split'
      ? { cash: amountOf(draft.cash), mpesa: amountOf(draft.mpesa), card: amountOf(draft.card) }
      : { cash: Money.zero(), mpesa: Money.zero(), card: Money.zero(), [draft.mode]: total };
  const reference = { cash: undefined, mpesa: draft.mpesaCode.trim(), card: draft.cardReference.trim() };
  return (['cash', 'mpesa', 'card'] as const)
    .filter((m) => amounts[m].isPositive())
    .map((method) => ({
      method,
      amount: amounts[method].toNumber(),
      ...(reference[method] && { reference: reference[method] }),
    }));
}

/** The cash part of the payments. */
export const cashPart = (payments: CounterSaleCreate['payments']) =>
  Money.sum(payments.filter((p) => p.method === 'cash').map((p) => p.amount));

/** What is still to pay (positive) or paid over (negative). */
export const remaining = (payments: CounterSaleCreate['payments'], total: Money) =>
  total.minus(Money.sum(payments.map((p) => p.amount)));

/** Change to hand back: tendered less the cash part (null without a tendered amount). */
export function changeDue(draft: PaymentDraft, payments: CounterSaleCreate['payments']) {
  if (draft.tendered.trim() === '') return null;
  return Money.of(Number(draft.tendered) || 0).minus(cashPart(payments));
}

/** A parked sale back as cart lines, with the products as they are now (gone ones are left out). */
export function linesOfHeld(held: HeldSale, products: readonly ProductOption[]): CartLine[] {
  return held.lines.flatMap((l) => {
    const p = products.find((x) => x.id === l.productId);
    if (!p) return [];
    const [line] = addToCart([], p);
    return line
      ? [{ ...line, qty: l.qty, unitPrice: l.unitPrice ?? line.unitPrice, discount: l.discount ?? 0 }]
      : [];
  });
}
