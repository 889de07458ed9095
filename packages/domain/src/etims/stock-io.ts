import { documentTotals } from '../purchasing/document-totals';
import type { TaxCategoryCode } from '../tax';
import { ETIMS_MANUAL, type EtimsStockIoType } from './codes';
import { etimsDate } from './etims-time';
import { type EtimsItemCodes, type EtimsSaleItem, etimsItemOf } from './sales-transaction';

/** One product of a stock movement: how much moved (positive) at what unit cost. */
export interface EtimsStockLine {
  description: string;
  item: EtimsItemCodes;
  qty: number | string;
  unitCost: number | string;
  taxCategory: TaxCategoryCode;
}

/** Stock that came in or went out (a goods receipt, a transfer, an adjustment, a count). */
export interface EtimsStockMovement {
  type: EtimsStockIoType;
  /** The document's number or what it was (GRN-0001, TRF-0002, "Stock take"), in `remark`. */
  documentNumber: string;
  date: string;
  /** The other party: the supplier of a goods receipt (with its PIN when known). */
  party?: { pin: string | null; name: string } | undefined;
  lines: readonly EtimsStockLine[];
  user: { id: string; name: string };
}

/** One item of `insertStockIO` (StockIOSaveReq's itemList). */
export type EtimsStockItem = Omit<EtimsSaleItem, 'dcRt' | 'dcAmt'> & { totDcAmt: number };

/** The body of `insertStockIO` (StockIOSaveReq). */
export interface EtimsStockIoRequest {
  sarNo: number;
  orgSarNo: number;
  regTyCd: typeof ETIMS_MANUAL;
  custTin?: string;
  custNm?: string;
  sarTyCd: EtimsStockIoType;
  ocrnDt: string;
  totItemCnt: number;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
  remark: string;
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
  itemList: EtimsStockItem[];
}

/**
 * The `insertStockIO` request of a stock movement (KRA eTIMS OSCU specification v2.0, 3.3.8.2
 * StockIOSaveReq): its type (code list 12), the day, and each product at its unit cost with the
 * tax of its tax type; the totals are the items' sums. `sarNo` is 0 here: the outbox gives the next
 * number when it sends it.
 */
export function etimsStockIoRequest(movement: EtimsStockMovement): EtimsStockIoRequest {
  const totals = documentTotals(movement.lines.map((l) => ({ ...l, unitPrice: l.unitCost, qty: l.qty })));
  const itemList = totals.lines.map((line, i): EtimsStockItem => {
    const { dcRt: _rate, dcAmt, ...item } = etimsItemOf(line, i);
    return { ...item, totDcAmt: dcAmt };
  });
  const pin = movement.party?.pin ?? undefined;
  return {
    sarNo: 0,
    orgSarNo: 0,
    regTyCd: ETIMS_MANUAL,
    ...(pin && { custTin: pin }),
    ...(movement.party && { custNm: movement.party.name.slice(0, 60) }),
    sarTyCd: movement.type,
    ocrnDt: etimsDate(movement.date),
    totItemCnt: itemList.length,
    totTaxblAmt: totals.subtotal.round().toNumber(),
    totTaxAmt: totals.taxTotal.round().toNumber(),
    totAmt: totals.total.round().toNumber(),
    remark: movement.documentNumber.slice(0, 400),
    regrId: movement.user.id.slice(0, 20),
    regrNm: movement.user.name.slice(0, 60),
    modrId: movement.user.id.slice(0, 20),
    modrNm: movement.user.name.slice(0, 60),
    itemList,
  };
}

/** The body of `saveStockMaster`: an item's stock left (`rsdQty`) after a movement. */
export interface EtimsStockMasterRequest {
  itemCd: string;
  rsdQty: number;
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
}

/** The `saveStockMaster` request (OSCU specification 3.3.8.3): the item's remaining quantity. */
export function etimsStockMasterRequest(
  item: EtimsItemCodes,
  remaining: number | string,
  user: { id: string; name: string },
): EtimsStockMasterRequest {
  return {
    itemCd: item.itemCode,
    rsdQty: Number(remaining),
    regrId: user.id.slice(0, 20),
    regrNm: user.name.slice(0, 60),
    modrId: user.id.slice(0, 20),
    modrNm: user.name.slice(0, 60),
  };
}
