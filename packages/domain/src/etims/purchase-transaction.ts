import { documentTotals } from '../purchasing/document-totals';
import { ETIMS_APPROVED, ETIMS_MANUAL, ETIMS_NORMAL_SALE, type EtimsPaymentType } from './codes';
import { etimsDate, etimsDateTime } from './etims-time';
import {
  type EtimsSaleItem,
  type EtimsSaleLine,
  type EtimsTaxSummary,
  etimsItemOf,
  etimsTaxSummary,
} from './sales-transaction';

/** A posted supplier bill as eTIMS is told of it. */
export interface EtimsPurchase {
  /** The bill's own number (BILL-0001): kept in `remark`; `invcNo` is given when the call is sent. */
  documentNumber: string;
  supplier: { pin: string | null; name: string; invoiceNumber?: string | null };
  date: string;
  confirmedAt: Date;
  /** The day the goods came into the warehouse (a goods receipt's date), when they did. */
  receivedOn?: string | null;
  paymentType: EtimsPaymentType;
  lines: readonly EtimsSaleLine[];
  user: { id: string; name: string };
}

/** The body of `insertTrnsPurchase` (TrnsPurchaseSaveReq). */
export type EtimsPurchaseRequest = {
  invcNo: number;
  orgInvcNo: number;
  spplrTin?: string;
  spplrNm: string;
  spplrInvcNo?: string;
  regTyCd: typeof ETIMS_MANUAL;
  pchsTyCd: typeof ETIMS_NORMAL_SALE;
  rcptTyCd: 'P';
  pmtTyCd: EtimsPaymentType;
  pchsSttsCd: typeof ETIMS_APPROVED;
  cfmDt: string;
  pchsDt: string;
  wrhsDt?: string;
  totItemCnt: number;
  remark: string;
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
  itemList: EtimsSaleItem[];
} & EtimsTaxSummary;

/**
 * The `insertTrnsPurchase` request of a posted bill (KRA eTIMS OSCU specification v2.0, 3.3.7.2
 * TrnsPurchaseSaveReq): the supplier, per tax type the taxable amount, rate and tax and the totals,
 * all from the per-line tax the bill posted (its VAT input). `invcNo` is 0 here: the outbox gives
 * the next number when it sends it.
 */
export function etimsPurchaseRequest(purchase: EtimsPurchase): EtimsPurchaseRequest {
  const totals = documentTotals(purchase.lines);
  const itemList = totals.lines.map(etimsItemOf);
  const pin = purchase.supplier.pin ?? undefined;
  const invoice = purchase.supplier.invoiceNumber ?? undefined;
  return {
    invcNo: 0,
    orgInvcNo: 0,
    ...(pin && { spplrTin: pin }),
    spplrNm: purchase.supplier.name.slice(0, 60),
    ...(invoice && { spplrInvcNo: invoice.slice(0, 50) }),
    regTyCd: ETIMS_MANUAL,
    pchsTyCd: ETIMS_NORMAL_SALE,
    rcptTyCd: 'P',
    pmtTyCd: purchase.paymentType,
    pchsSttsCd: ETIMS_APPROVED,
    cfmDt: etimsDateTime(purchase.confirmedAt),
    pchsDt: etimsDate(purchase.date),
    ...(purchase.receivedOn && { wrhsDt: `${etimsDate(purchase.receivedOn)}000000` }),
    totItemCnt: itemList.length,
    ...etimsTaxSummary(totals),
    remark: purchase.documentNumber.slice(0, 400),
    regrId: purchase.user.id.slice(0, 20),
    regrNm: purchase.user.name.slice(0, 60),
    modrId: purchase.user.id.slice(0, 20),
    modrNm: purchase.user.name.slice(0, 60),
    itemList,
  };
}
