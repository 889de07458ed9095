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
  discount<L extends PricedLine & { discount?: number }>(header: string, hide: Hide): LineColumn<L> {
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

/** The headings of a charged document's lines; a discount column only where the document has one. */
export interface ChargeHeaders {
  description: string;
  qty: string;
  unitPrice: string;
  discount?: string;
  tax: string;
  amount: string;
  vat: string;
  total: string;
}

type ChargedLine = PricedLine & {
  description: string;
  qty: number;
  amount: number;
  discount?: number;
  priceIncludesTax?: boolean;
};

/**
 * What an invoice or a bill charges, line by line: description, qty, price, (discount,) tax, amount, VAT
 * and total, all but the first two and the total left out on a phone.
 */
export function chargeColumns<L extends ChargedLine>(
  h: ChargeHeaders,
  formatQty: (qty: number) => string,
  incl?: (price: string) => string,
): LineColumn<L>[] {
  return [
    { key: 'description', header: h.description, cell: (l) => l.description },
    { key: 'qty', header: h.qty, align: 'right', cell: (l) => formatQty(l.qty) },
    priceColumns.unitPrice<L>(h.unitPrice, 'wide', incl),
    ...(h.discount === undefined ? [] : [priceColumns.discount<L>(h.discount, 'wide')]),
    priceColumns.tax<L>(h.tax, 'wide'),
    priceColumns.amount<L>(h.amount, 'wide'),
    priceColumns.vat<L>(h.vat, 'wide'),
    priceColumns.total<L>(h.total, undefined),
  ];
}

/** An order line's quantities: ordered, done so far (invoiced, received) and still to come. */
export interface QtyProgress {
  ordered: number;
  done: number;
  remaining: number;
}

/**
 * An order's quantity columns: ordered (left out on a phone, where the first column's caption says it),
 * done so far under `doneKey` ('invoiced', 'received') and, in bold, what is still to come.
 */
export function qtyProgressColumns<L>(
  h: { ordered: string; done: string; remaining: string },
  doneKey: string,
  progress: (line: L) => QtyProgress,
  formatQty: (qty: number) => string,
): LineColumn<L>[] {
  return [
    {
      key: 'ordered',
      header: h.ordered,
      align: 'right',
      hide: 'wide',
      cell: (l) => formatQty(progress(l).ordered),
    },
    { key: doneKey, header: h.done, align: 'right', cell: (l) => formatQty(progress(l).done) },
    {
      key: 'remaining',
      header: h.remaining,
      align: 'right',
      bold: true,
      cell: (l) => formatQty(progress(l).remaining),
    },
  ];
}
