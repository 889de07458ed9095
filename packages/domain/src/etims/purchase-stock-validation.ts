import { Money } from '../money';
import { TAX_CATEGORY_CODES } from '../tax';
import { ETIMS_STOCK_IO_TYPES } from './codes';

const TIME = /^\d{14}$/;
const DAY = /^\d{8}$/;
const PIN = /^[AP]\d{9}[A-Z]$/;
const STOCK_IO_TYPES = new Set<string>(Object.values(ETIMS_STOCK_IO_TYPES));

type Body = Record<string, unknown>;
interface Item {
  itemSeq?: unknown;
  itemCd?: unknown;
  itemClsCd?: unknown;
  pkgUnitCd?: unknown;
  qtyUnitCd?: unknown;
  taxTyCd?: unknown;
  qty?: unknown;
  taxblAmt?: unknown;
  taxAmt?: unknown;
  totAmt?: unknown;
}

const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Money.of(v) : undefined);

/** Problems of an itemList and its totals: codes on every item, totals equal to the items' sums. */
function itemProblems(body: Body, problems: string[]) {
  const items = (Array.isArray(body.itemList) ? body.itemList : []) as Item[];
  if (items.length === 0 || items.length !== body.totItemCnt)
    problems.push('totItemCnt must equal the items (at least one)');
  for (const item of items) {
    const at = `item ${String(item.itemSeq)}`;
    if (!item.itemCd || !item.itemClsCd || !item.pkgUnitCd || !item.qtyUnitCd)
      problems.push(`${at}: codes are required`);
    if (!TAX_CATEGORY_CODES.includes(item.taxTyCd as never)) problems.push(`${at}: unknown taxTyCd`);
    if (!(typeof item.qty === 'number' && item.qty > 0)) problems.push(`${at}: qty must be more than 0`);
  }
  const cent = Money.of('0.01');
  for (const [total, field] of [
    ['totTaxblAmt', 'taxblAmt'],
    ['totTaxAmt', 'taxAmt'],
    ['totAmt', 'totAmt'],
  ] as const) {
    const stated = amount(body[total]);
    const sum = Money.sum(items.map((i) => amount(i[field]) ?? Money.zero()));
    if (!stated || stated.minus(sum).abs().gt(cent)) problems.push(`${total} must equal the items' ${field}`);
  }
}

/**
 * What KRA would refuse in an `insertTrnsPurchase` request (as the simulator checks it): the number,
 * supplier name, dates, the supplier PIN's form, item codes and totals equal to the items. Empty when
 * it would be accepted.
 */
export function purchaseRequestProblems(body: Body): string[] {
  const problems: string[] = [];
  if (!(Number.isInteger(body.invcNo) && (body.invcNo as number) > 0))
    problems.push('invcNo must be a positive whole number');
  if (!body.spplrNm) problems.push('spplrNm is required');
  if (body.spplrTin && !PIN.test(String(body.spplrTin))) problems.push('spplrTin is not a KRA PIN');
  if (!TIME.test(String(body.cfmDt ?? ''))) problems.push('cfmDt must be YYYYMMDDhhmmss');
  if (!DAY.test(String(body.pchsDt ?? ''))) problems.push('pchsDt must be YYYYMMDD');
  if (!body.pmtTyCd || !body.pchsSttsCd || !body.regTyCd)
    problems.push('pmtTyCd, pchsSttsCd and regTyCd are required');
  itemProblems(body, problems);
  return problems;
}

/** What KRA would refuse in an `insertStockIO` request: number, type (code list 12), day, items, totals. */
export function stockIoRequestProblems(body: Body): string[] {
  const problems: string[] = [];
  if (!(Number.isInteger(body.sarNo) && (body.sarNo as number) > 0))
    problems.push('sarNo must be a positive whole number');
  if (!STOCK_IO_TYPES.has(String(body.sarTyCd))) problems.push(`unknown sarTyCd ${String(body.sarTyCd)}`);
  if (!DAY.test(String(body.ocrnDt ?? ''))) problems.push('ocrnDt must be YYYYMMDD');
  itemProblems(body, problems);
  return problems;
}
