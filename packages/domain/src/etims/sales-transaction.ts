import { Money } from '../money';
import { type DocumentTotals, documentTotals, type TaxedLine } from '../purchasing/document-totals';
import { type LineTaxInput, TAX_CATEGORY_CODES, type TaxCategoryCode, taxRate } from '../tax';
import {
  ETIMS_APPROVED,
  ETIMS_NORMAL_SALE,
  ETIMS_TAX_RATES,
  type EtimsCreditNoteReason,
  type EtimsPaymentType,
  type EtimsReceiptType,
} from './codes';
import { etimsDate, etimsDateTime } from './etims-time';

const num = (m: Money) => m.round().toNumber();

/** The codes eTIMS knows a product by (registered with `saveItem` before its first sale). */
export interface EtimsItemCodes {
  itemCode: string;
  classCode: string;
  packagingUnit: string;
  quantityUnit: string;
  barcode?: string | null;
}

export interface EtimsSaleLine extends LineTaxInput {
  description: string;
  item: EtimsItemCodes;
}

/** A posted invoice or credit note as eTIMS is told of it. */
export interface EtimsSale {
  kind: 'invoice' | 'credit-note';
  /** `invcNo`: the branch's eTIMS sequence (1, 2, 3 ...), the idempotency key of the submission. */
  sequence: number;
  /** `orgInvcNo` of a credit note: the sequence its invoice was sent under. */
  originalSequence?: number;
  /** `trdInvcNo`: the document's own number (INV-0001, CN-0001). */
  documentNumber: string;
  date: string;
  confirmedAt: Date;
  buyer: { pin: string | null; name: string; phone?: string | null };
  paymentType: EtimsPaymentType;
  creditNoteReason?: EtimsCreditNoteReason;
  lines: readonly EtimsSaleLine[];
  /** Who raised it (`regrId`/`regrNm`, `modrId`/`modrNm`). */
  user: { id: string; name: string };
}

export interface EtimsSaleItem {
  itemSeq: number;
  itemCd: string;
  itemClsCd: string;
  itemNm: string;
  bcd?: string;
  pkgUnitCd: string;
  pkg: number;
  qtyUnitCd: string;
  qty: number;
  prc: number;
  splyAmt: number;
  dcRt: number;
  dcAmt: number;
  taxTyCd: TaxCategoryCode;
  taxblAmt: number;
  taxAmt: number;
  totAmt: number;
}

type PerType<P extends string> = { [K in `${P}${TaxCategoryCode}`]: number };

/** Per tax type the taxable amount, rate and tax, and the totals, as sales and purchases carry them. */
export type EtimsTaxSummary = PerType<'taxblAmt'> &
  PerType<'taxRt'> &
  PerType<'taxAmt'> & { totTaxblAmt: number; totTaxAmt: number; totAmt: number };

/** The tax summary of a document's totals (the same per-line tax the ledger posted). */
export function etimsTaxSummary(totals: DocumentTotals<LineTaxInput>): EtimsTaxSummary {
  const perType = <P extends string>(prefix: P, value: (code: TaxCategoryCode) => number) =>
    Object.fromEntries(TAX_CATEGORY_CODES.map((c) => [`${prefix}${c}`, value(c)])) as PerType<P>;
  return {
    ...perType('taxblAmt', (c) => num(totals.byCategory[c].taxableAmount)),
    ...perType('taxRt', (c) => ETIMS_TAX_RATES[c]),
    ...perType('taxAmt', (c) => num(totals.byCategory[c].tax)),
    totTaxblAmt: num(totals.subtotal),
    totTaxAmt: num(totals.taxTotal),
    totAmt: num(totals.total),
  };
}

/** The body of `saveTrnsSalesOsdc` (TrnsSalesSaveWrReq). */
export type EtimsSalesRequest = {
  invcNo: number;
  orgInvcNo: number;
  trdInvcNo: string;
  custTin?: string;
  custNm: string;
  salesTyCd: typeof ETIMS_NORMAL_SALE;
  rcptTyCd: EtimsReceiptType;
  pmtTyCd: EtimsPaymentType;
  salesSttsCd: typeof ETIMS_APPROVED;
  cfmDt: string;
  salesDt: string;
  rfdDt?: string;
  rfdRsnCd?: EtimsCreditNoteReason;
  totItemCnt: number;
  prchrAcptcYn: 'N';
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
  receipt: { custTin?: string; custMblNo?: string; rcptPbctDt: string; prchrAcptcYn: 'N' };
  itemList: EtimsSaleItem[];
} & EtimsTaxSummary;

/**
 * One line in eTIMS terms: prices and amounts before VAT (a price that includes VAT is taken back to
 * its net, as the ledger does), the discount as an amount and a rate, the line's own taxable amount
 * and tax: the same figures the document posted.
 */
export function etimsItemOf(line: EtimsSaleLine & TaxedLine, index: number): EtimsSaleItem {
  const { amount, taxAmount } = line;
  const gross = Money.of(line.qty).times(line.unitPrice);
  const net = (m: Money) => (line.priceIncludesTax ? m.dividedBy(taxRate(line.taxCategory).plus(1)) : m);
  const supply = net(gross).round();
  const discount = supply.minus(amount);
  const qty = Money.of(line.qty);
  return {
    itemSeq: index + 1,
    itemCd: line.item.itemCode,
    itemClsCd: line.item.classCode,
    itemNm: line.description.slice(0, 200),
    ...(line.item.barcode && { bcd: line.item.barcode }),
    pkgUnitCd: line.item.packagingUnit,
    pkg: qty.toNumber(),
    qtyUnitCd: line.item.quantityUnit,
    qty: qty.toNumber(),
    prc: num(net(Money.of(line.unitPrice))),
    splyAmt: num(supply),
    dcRt: supply.isZero() ? 0 : num(discount.dividedBy(supply).times(100)),
    dcAmt: num(discount),
    taxTyCd: line.taxCategory,
    taxblAmt: num(amount),
    taxAmt: num(taxAmount),
    totAmt: num(amount.plus(taxAmount)),
  };
}

/**
 * The `saveTrnsSalesOsdc` request of a posted invoice or credit note (KRA eTIMS OSCU specification,
 * TrnsSalesSaveWrReq; KENYA.md "eTIMS"): per tax type the taxable amount, rate and tax, and the totals,
 * all from the same per-line tax the ledger posted, so KRA holds the figures of the books to the cent.
 */
export function etimsSalesRequest(sale: EtimsSale): EtimsSalesRequest {
  const totals = documentTotals(sale.lines);
  const itemList = totals.lines.map(etimsItemOf);
  const confirmed = etimsDateTime(sale.confirmedAt);
  const pin = sale.buyer.pin ?? undefined;
  const credit = sale.kind === 'credit-note';
  return {
    invcNo: sale.sequence,
    orgInvcNo: credit ? (sale.originalSequence ?? 0) : 0,
    trdInvcNo: sale.documentNumber.slice(0, 50),
    ...(pin && { custTin: pin }),
    custNm: sale.buyer.name.slice(0, 60),
    salesTyCd: ETIMS_NORMAL_SALE,
    rcptTyCd: credit ? 'R' : 'S',
    pmtTyCd: sale.paymentType,
    salesSttsCd: ETIMS_APPROVED,
    cfmDt: confirmed,
    salesDt: etimsDate(sale.date),
    ...(credit && { rfdDt: confirmed, rfdRsnCd: sale.creditNoteReason ?? '06' }),
    totItemCnt: itemList.length,
    ...etimsTaxSummary(totals),
    prchrAcptcYn: 'N',
    regrId: sale.user.id.slice(0, 20),
    regrNm: sale.user.name.slice(0, 60),
    modrId: sale.user.id.slice(0, 20),
    modrNm: sale.user.name.slice(0, 60),
    receipt: {
      ...(pin && { custTin: pin }),
      ...(sale.buyer.phone && { custMblNo: sale.buyer.phone.slice(0, 20) }),
      rcptPbctDt: confirmed,
      prchrAcptcYn: 'N',
    },
    itemList,
  };
}
