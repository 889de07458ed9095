import { Money } from '../money';
import { TAX_CATEGORY_CODES } from '../tax';
import { ETIMS_TAX_RATES } from './codes';
import type { EtimsSalesRequest } from './sales-transaction';

const TIME = /^\d{14}$/;
const DAY = /^\d{8}$/;
const PIN = /^[AP]\d{9}[A-Z]$/;

/**
 * What KRA would refuse in a `saveTrnsSalesOsdc` request, as the simulator checks it: required
 * fields and formats, known tax types and rates, each item's figures, per type the taxable amount
 * and tax equal to its items and the tax equal to rate x taxable (a cent per item either way: tax is
 * rounded per line), and totals equal to the per-type sums. Empty when it would be accepted.
 */
export function salesRequestProblems(req: EtimsSalesRequest): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, message: string) => {
    if (!ok) problems.push(message);
  };
  need(Number.isInteger(req.invcNo) && req.invcNo > 0, 'invcNo must be a positive whole number');
  need(req.rcptTyCd === 'S' || req.rcptTyCd === 'R', 'rcptTyCd must be S or R');
  need(req.rcptTyCd !== 'R' || req.orgInvcNo > 0, 'a credit note (R) needs orgInvcNo');
  need(TIME.test(req.cfmDt ?? ''), 'cfmDt must be YYYYMMDDhhmmss');
  need(DAY.test(req.salesDt ?? ''), 'salesDt must be YYYYMMDD');
  need(!req.custTin || PIN.test(req.custTin), 'custTin is not a KRA PIN');
  need(typeof req.custNm === 'string', 'custNm is required');
  const items = Array.isArray(req.itemList) ? req.itemList : [];
  need(items.length > 0 && items.length === req.totItemCnt, 'totItemCnt must equal the items');
  const cent = Money.of('0.01');
  const near = (a: Money, b: Money, slack: Money) => a.minus(b).abs().lte(slack);
  for (const item of items) {
    const at = `item ${item.itemSeq}`;
    need(TAX_CATEGORY_CODES.includes(item.taxTyCd), `${at}: unknown taxTyCd`);
    need(item.itemCd && item.itemClsCd && item.pkgUnitCd && item.qtyUnitCd, `${at}: codes are required`);
    need(
      near(Money.of(item.splyAmt).minus(item.dcAmt), Money.of(item.taxblAmt), cent),
      `${at}: splyAmt - dcAmt`,
    );
    need(
      Money.of(item.taxblAmt).plus(item.taxAmt).eq(item.totAmt),
      `${at}: totAmt must be taxblAmt + taxAmt`,
    );
  }
  for (const code of TAX_CATEGORY_CODES) {
    const mine = items.filter((i) => i.taxTyCd === code);
    const taxable = Money.sum(mine.map((i) => i.taxblAmt));
    const tax = Money.sum(mine.map((i) => i.taxAmt));
    const rate = ETIMS_TAX_RATES[code];
    need(req[`taxRt${code}`] === rate, `taxRt${code} must be ${rate}`);
    need(taxable.eq(req[`taxblAmt${code}`] ?? 0), `taxblAmt${code} must equal its items`);
    need(tax.eq(req[`taxAmt${code}`] ?? 0), `taxAmt${code} must equal its items`);
    const slack = cent.times(Math.max(1, mine.length));
    need(
      near(tax, taxable.times(rate).dividedBy(100), slack),
      `taxAmt${code} must be ${rate}% of taxblAmt${code}`,
    );
  }
  const sum = (prefix: 'taxblAmt' | 'taxAmt') =>
    Money.sum(TAX_CATEGORY_CODES.map((c) => req[`${prefix}${c}`] ?? 0));
  need(sum('taxblAmt').eq(req.totTaxblAmt), 'totTaxblAmt must be the sum of taxblAmtA..E');
  need(sum('taxAmt').eq(req.totTaxAmt), 'totTaxAmt must be the sum of taxAmtA..E');
  need(
    Money.of(req.totTaxblAmt).plus(req.totTaxAmt).eq(req.totAmt),
    'totAmt must be totTaxblAmt + totTaxAmt',
  );
  return problems;
}
