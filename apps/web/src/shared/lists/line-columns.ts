import { formatKes } from '../format';
import type { LineColumn } from './document-lines-table';

/** A priced line of an invoice, bill or order, as far as its price and tax columns read it. */
export interface PricedLine {
  unitPrice: number;
  taxCategory: string;
  taxAmount: number;
  lineTotal: number;
}

type Hide = LineColumn<PricedLine>['hide'];

/** The price and tax columns a document's lines share; each is left out as `hide` says. */
export const priceColumns = {
  /** Given `incl`, a price that includes VAT reads e.g. "1,000.00 incl." */
  unitPrice<L extends PricedLine & { priceIncludesTax?: boolean }>(
    header: string,
    hide: Hide,
    incl?: (price: string) => string,
  ): LineColumn<L> {
    return {
      key: 'unitPrice',
      header,
      align: 'right',
      hide,
      num: true,
      cell: (l) => (incl && l.priceIncludesTax ? incl(formatKes(l.unitPrice)) : formatKes(l.unitPrice)),
    };
  },
  discount<L extends PricedLine & { discount: number }>(header: string, hide: Hide): LineColumn<L> {
    return {
      key: 'discount',
      header,
      align: 'right',
      hide,
      num: true,
      cell: (l) => (l.discount ? formatKes(l.discount) : ''),
    };
  },
  tax<L extends PricedLine>(header: string, hide: Hide): LineColumn<L> {
    return { key: 'tax', header, hide, cell: (l) => l.taxCategory };
  },
  amount<L extends PricedLine & { amount: number }>(header: string, hide: Hide): LineColumn<L> {
    return { key: 'amount', header, align: 'right', hide, num: true, cell: (l) => formatKes(l.amount) };
  },
  vat<L extends PricedLine>(header: string, hide: Hide): LineColumn<L> {
    return { key: 'vat', header, align: 'right', hide, num: true, cell: (l) => formatKes(l.taxAmount) };
  },
  total<L extends PricedLine>(header: string, hide: Hide): LineColumn<L> {
    return { key: 'total', header, align: 'right', hide, num: true, cell: (l) => formatKes(l.lineTotal) };
  },
};
