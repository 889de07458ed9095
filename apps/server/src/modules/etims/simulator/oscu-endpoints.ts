import { createHash, randomBytes } from 'node:crypto';
import {
  ETIMS_RESULT,
  type EtimsSalesRequest,
  etimsDateTime,
  purchaseRequestProblems,
  salesRequestProblems,
  stockIoRequestProblems,
} from '@tawi/domain';
import { CODE_TABLES, ITEM_CLASSES, KNOWN } from './code-tables';

/** How the simulator behaves, changeable while it runs (tests make it slow, down or refusing). */
export interface SimulatorMode {
  /** Every answer waits this long. */
  delayMs: number;
  /** Answers 503 with no OSCU body, as a KRA outage looks to a client. */
  down: boolean;
  /** Refuses every sale with this result (e.g. { resultCd: '910', resultMsg: '...' }). */
  refuseSales?: { resultCd: string; resultMsg: string } | undefined;
}

export interface Receipt {
  curRcptNo: number;
  totRcptNo: number;
  intrlData: string;
  rcptSign: string;
  sdcDateTime: string;
}

export interface Branch {
  cmcKey: string;
  deviceSerial: string;
  lastInvcNo: number;
  sales: Map<number, { body: string; receipt: Receipt }>;
  items: Map<string, Record<string, unknown>>;
  purchases: Record<string, unknown>[];
  stockMovements: Record<string, unknown>[];
  stockLevels: Map<string, number>;
}

/** One call as the simulator received it. */
export interface ReceivedCall {
  endpoint: string;
  tin: string | undefined;
  bhfId: string | undefined;
  body: Record<string, unknown>;
}

/** The simulator's devices (by `key`), every call it accepted, and its receipt count across branches. */
export interface SimulatorState {
  branches: Map<string, Branch>;
  received: ReceivedCall[];
  totalReceipts: number;
  /** Saves the state (to the simulator's state file, when it has one). */
  keep: () => void;
}

type Body = Record<string, unknown>;

export const answer = (resultCd: string, resultMsg: string, data: unknown = null) => ({
  resultCd,
  resultMsg,
  resultDt: etimsDateTime(new Date()),
  data,
});
export const ok = (data: unknown = null) => answer(ETIMS_RESULT.ok, 'It is succeeded', data);
export const refuse = (resultMsg: string, resultCd = '910') => answer(resultCd, resultMsg);

const code = (seed: string, length: number) =>
  createHash('sha256')
    .update(seed)
    .digest('base64')
    .replace(/[^A-Z0-9]/gi, '')
    .toUpperCase()
    .slice(0, length);

export const key = (tin: unknown, bhfId: unknown) => `${String(tin)}/${String(bhfId)}`;

/** selectInitOsdcInfo: installs the device of a branch once (its serial fixed), answers its info. */
export function initDevice(state: SimulatorState, body: unknown) {
  const { tin, bhfId, dvcSrlNo } = (body ?? {}) as Record<string, string>;
  if (!/^[AP]\d{9}[A-Z]$/.test(tin ?? '') || !/^\d{2}$/.test(bhfId ?? '') || !dvcSrlNo) {
    return refuse('tin, bhfId (2 digits) and dvcSrlNo are required');
  }
  let branch = state.branches.get(key(tin, bhfId));
  if (branch && branch.deviceSerial !== dvcSrlNo) return refuse('This device is installed', '902');
  if (!branch) {
    branch = {
      cmcKey: randomBytes(24).toString('hex').toUpperCase(),
      deviceSerial: dvcSrlNo,
      lastInvcNo: 0,
      sales: new Map(),
      items: new Map(),
      purchases: [],
      stockMovements: [],
      stockLevels: new Map(),
    };
    state.branches.set(key(tin, bhfId), branch);
    state.keep();
  }
  state.received.push({ endpoint: 'selectInitOsdcInfo', tin, bhfId, body: { tin, bhfId, dvcSrlNo } });
  return ok({
    info: {
      tin,
      taxprNm: `Taxpayer ${tin}`,
      bhfId,
      bhfNm: bhfId === '00' ? 'Headquarter' : `Branch ${bhfId}`,
      dvcId: code(`${tin}${bhfId}${dvcSrlNo}`, 10),
      sdcId: `KRACU${code(`${tin}${bhfId}`, 9)}`,
      mrcNo: code(`mrc${tin}`, 10),
      lastSaleInvcNo: branch.lastInvcNo,
      cmcKey: branch.cmcKey,
    },
  });
}

export const codeList = () => ok({ clsList: CODE_TABLES });
export const itemClassList = () => ok({ itemClsList: ITEM_CLASSES });

export function saveItem(branch: Branch, body: Body) {
  const missing = ['itemCd', 'itemClsCd', 'itemTyCd', 'itemNm', 'pkgUnitCd', 'qtyUnitCd', 'taxTyCd'].filter(
    (f) => !body[f],
  );
  if (missing.length) return refuse(`Required: ${missing.join(', ')}`);
  if (!KNOWN.itemClasses.has(String(body.itemClsCd)))
    return refuse(`Unknown itemClsCd ${String(body.itemClsCd)}`);
  if (!KNOWN.packagingUnits.has(String(body.pkgUnitCd)))
    return refuse(`Unknown pkgUnitCd ${String(body.pkgUnitCd)}`);
  if (!KNOWN.quantityUnits.has(String(body.qtyUnitCd)))
    return refuse(`Unknown qtyUnitCd ${String(body.qtyUnitCd)}`);
  branch.items.set(String(body.itemCd), body);
  return ok();
}

/** What is wrong with a sale: its fields and totals, its payment type, items not registered. */
function saleProblems(branch: Branch, request: EtimsSalesRequest): string[] {
  const problems = salesRequestProblems(request);
  if (!KNOWN.paymentTypes.has(String(request.pmtTyCd)))
    problems.push(`unknown pmtTyCd ${String(request.pmtTyCd)}`);
  for (const item of request.itemList ?? []) {
    if (!branch.items.has(item.itemCd))
      problems.push(`item ${item.itemSeq}: itemCd ${item.itemCd} is not registered`);
  }
  return problems;
}

/** saveTrnsSalesOsdc: a sale in sequence gets a receipt; the same sale again, its first receipt. */
export function saveSale(state: SimulatorState, mode: SimulatorMode, branch: Branch, body: Body) {
  if (mode.refuseSales) return answer(mode.refuseSales.resultCd, mode.refuseSales.resultMsg);
  const request = body as unknown as EtimsSalesRequest;
  const problems = saleProblems(branch, request);
  if (problems.length) return refuse(problems.join('; '));
  const content = JSON.stringify(body);
  const earlier = branch.sales.get(request.invcNo);
  if (earlier) {
    return earlier.body === content
      ? ok(earlier.receipt)
      : refuse('There is an overlapped Data', ETIMS_RESULT.duplicate);
  }
  if (request.invcNo !== branch.lastInvcNo + 1) return refuse(`invcNo must be ${branch.lastInvcNo + 1}`);
  branch.lastInvcNo = request.invcNo;
  state.totalReceipts += 1;
  const receipt: Receipt = {
    curRcptNo: branch.sales.size + 1,
    totRcptNo: state.totalReceipts,
    intrlData: code(`intrl${content}`, 26),
    rcptSign: code(`sign${content}`, 16),
    sdcDateTime: etimsDateTime(new Date()),
  };
  branch.sales.set(request.invcNo, { body: content, receipt });
  return ok(receipt);
}

/** Unknown packaging or quantity units (code lists 17 and 10) and unregistered items of an itemList. */
const unknownItems = (branch: Branch, body: Body) =>
  ((Array.isArray(body.itemList) ? body.itemList : []) as Body[]).flatMap((item) => [
    ...(branch.items.has(String(item.itemCd)) ? [] : [`itemCd ${String(item.itemCd)} is not registered`]),
    ...(KNOWN.packagingUnits.has(String(item.pkgUnitCd))
      ? []
      : [`unknown pkgUnitCd ${String(item.pkgUnitCd)}`]),
    ...(KNOWN.quantityUnits.has(String(item.qtyUnitCd))
      ? []
      : [`unknown qtyUnitCd ${String(item.qtyUnitCd)}`]),
  ]);

/** Keeps a purchase or stock movement once: 994 when one with the same `id` field is kept already. */
function keepOnce(kept: Body[], body: Body, problems: string[], id: 'invcNo' | 'sarNo') {
  if (problems.length) return refuse(problems.join('; '));
  if (kept.some((k) => k[id] === body[id]))
    return refuse('There is an overlapped Data', ETIMS_RESULT.duplicate);
  kept.push(body);
  return ok();
}

export const insertPurchase = (branch: Branch, body: Body) =>
  keepOnce(
    branch.purchases,
    body,
    [...purchaseRequestProblems(body), ...unknownItems(branch, body)],
    'invcNo',
  );

export const insertStockIO = (branch: Branch, body: Body) =>
  keepOnce(
    branch.stockMovements,
    body,
    [...stockIoRequestProblems(body), ...unknownItems(branch, body)],
    'sarNo',
  );

export function saveStockMaster(branch: Branch, body: Body) {
  if (!body.itemCd || typeof body.rsdQty !== 'number' || !Number.isFinite(body.rsdQty))
    return refuse('itemCd and rsdQty (a number) are required');
  if (!branch.items.has(String(body.itemCd)))
    return refuse(`itemCd ${String(body.itemCd)} is not registered`);
  branch.stockLevels.set(String(body.itemCd), body.rsdQty);
  return ok();
}
