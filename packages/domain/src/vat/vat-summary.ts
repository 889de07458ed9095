import { Money, type MoneyInput } from '../money';
import type { TaxCategoryCode } from '../tax';

/** One document's value in one tax category: an invoice or credit note (sales), a bill (purchases). */
export interface VatLine {
  side: 'sales' | 'purchases';
  category: TaxCategoryCode;
  /** Value before VAT; negative for a credit note. */
  taxable: Money;
  vat: Money;
}

export interface VatTotals {
  totalSales: Money;
  totalPurchases: Money;
  outputVat: Money;
  inputVat: Money;
  /** VAT customers withheld (certificates received): a credit against the VAT due. */
  withholdingCredits: Money;
  /** Output less input less withholding credits: positive is payable to KRA, negative is a credit carried forward. */
  netVat: Money;
  byCategory: Record<TaxCategoryCode, { sales: Money; outputVat: Money; purchases: Money; inputVat: Money }>;
}

const blank = () => ({
  sales: Money.zero(),
  outputVat: Money.zero(),
  purchases: Money.zero(),
  inputVat: Money.zero(),
});

/**
 * The period's figures from its lines: sales and purchases before VAT, output and input VAT, per
 * category too; the VAT customers withheld offsets what is due (KENYA.md: "Withholding VAT credits
 * (certificates received) offset the VAT due").
 */
export function vatTotals(lines: readonly VatLine[], withheld: readonly MoneyInput[] = []): VatTotals {
  const byCategory: VatTotals['byCategory'] = { A: blank(), B: blank(), C: blank(), D: blank(), E: blank() };
  for (const line of lines) {
    const c = byCategory[line.category];
    if (line.side === 'sales') {
      c.sales = c.sales.plus(line.taxable);
      c.outputVat = c.outputVat.plus(line.vat);
    } else {
      c.purchases = c.purchases.plus(line.taxable);
      c.inputVat = c.inputVat.plus(line.vat);
    }
  }
  const sum = (pick: (c: VatTotals['byCategory']['A']) => Money) =>
    Money.sum(Object.values(byCategory).map(pick));
  const outputVat = sum((c) => c.outputVat);
  const inputVat = sum((c) => c.inputVat);
  const withholdingCredits = Money.sum(withheld.map((w) => Money.of(w)));
  return {
    totalSales: sum((c) => c.sales),
    totalPurchases: sum((c) => c.purchases),
    outputVat,
    inputVat,
    withholdingCredits,
    netVat: outputVat.minus(inputVat).minus(withholdingCredits),
    byCategory,
  };
}
