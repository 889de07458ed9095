import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  ETIMS_RESULT,
  type EtimsSalesRequest,
  etimsDateTime,
  purchaseRequestProblems,
  salesRequestProblems,
  stockIoRequestProblems,
} from '@tawi/domain';
import Fastify, { type FastifyInstance } from 'fastify';
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

interface Receipt {
  curRcptNo: number;
  totRcptNo: number;
  intrlData: string;
  rcptSign: string;
  sdcDateTime: string;
}

interface Branch {
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

export interface OscuSimulator {
  app: FastifyInstance;
  mode: SimulatorMode;
  /** Every call it answered with 000, in order. */
  received: ReceivedCall[];
  /** The sales of a branch by invcNo, as accepted. */
  salesOf(tin: string, bhfId: string): Map<number, { request: EtimsSalesRequest; receipt: Receipt }>;
}

const answer = (resultCd: string, resultMsg: string, data: unknown = null) => ({
  resultCd,
  resultMsg,
  resultDt: etimsDateTime(new Date()),
  data,
});
const ok = (data: unknown = null) => answer(ETIMS_RESULT.ok, 'It is succeeded', data);
const refuse = (resultMsg: string, resultCd = '910') => answer(resultCd, resultMsg);

const code = (seed: string, length: number) =>
  createHash('sha256')
    .update(seed)
    .digest('base64')
    .replace(/[^A-Z0-9]/gi, '')
    .toUpperCase()
    .slice(0, length);

/**
 * A local stand-in for KRA's eTIMS OSCU (`npm run etims:simulator`, and in-process in tests): the
 * endpoints Tawi calls, answering in OSCU's shapes and checking what KRA checks: the device's headers,
 * required fields, known codes, totals equal to the items, tax = rate x taxable per type, and invoice
 * numbers in sequence per branch. A sale sent again with the same invcNo and the same content gets its
 * first receipt back (a retry after a lost answer); with other content, 994 (data already received).
 */
/** What the simulator holds, as JSON: its devices with their sales, items and stock. */
function serialize(branches: Map<string, Branch>, totalReceipts: number): string {
  const branch = (b: Branch) => ({
    ...b,
    sales: [...b.sales],
    items: [...b.items],
    stockLevels: [...b.stockLevels],
  });
  return JSON.stringify({ totalReceipts, branches: [...branches].map(([k, b]) => [k, branch(b)]) });
}

function deserialize(text: string): { branches: Map<string, Branch>; totalReceipts: number } {
  const saved = JSON.parse(text) as {
    totalReceipts: number;
    branches: [string, Omit<Branch, 'sales' | 'items' | 'stockLevels'> & Record<string, unknown[]>][];
  };
  const branches = new Map<string, Branch>();
  for (const [k, b] of saved.branches) {
    branches.set(k, {
      ...b,
      sales: new Map(b.sales as [number, { body: string; receipt: Receipt }][]),
      items: new Map(b.items as [string, Record<string, unknown>][]),
      stockLevels: new Map(b.stockLevels as [string, number][]),
    });
  }
  return { branches, totalReceipts: saved.totalReceipts };
}

export interface OscuSimulatorOptions {
  /** A JSON file the simulator keeps its devices and sales in, so they outlive a restart (the demo's). */
  statePath?: string | undefined;
}

export function createOscuSimulator(options: OscuSimulatorOptions = {}): OscuSimulator {
  const { statePath } = options;
  const restored =
    statePath && existsSync(statePath)
      ? deserialize(readFileSync(statePath, 'utf8'))
      : { branches: new Map<string, Branch>(), totalReceipts: 0 };
  const branches = restored.branches;
  const mode: SimulatorMode = { delayMs: 0, down: false };
  const received: ReceivedCall[] = [];
  let totalReceipts = restored.totalReceipts;
  const keep = () => {
    if (statePath) writeFileSync(statePath, serialize(branches, totalReceipts));
  };
  const app = Fastify({ logger: false, bodyLimit: 5 * 1024 * 1024, forceCloseConnections: true });
  const key = (tin: unknown, bhfId: unknown) => `${String(tin)}/${String(bhfId)}`;

  app.addHook('onRequest', async (_request, reply) => {
    if (mode.delayMs > 0) await new Promise((r) => setTimeout(r, mode.delayMs));
    if (mode.down) return reply.code(503).type('text/html').send('<html>Service Unavailable</html>');
  });

  /** The branch a call speaks for, from its headers; undefined after replying with the refusal. */
  const device = (headers: Record<string, unknown>) => {
    const found = branches.get(key(headers.tin, headers.bhfid));
    if (!headers.tin || !headers.bhfid || !headers.cmckey)
      return { refusal: refuse('There is no Header information', '900') };
    if (!found || found.cmcKey !== headers.cmckey)
      return { refusal: refuse('It is not valid device', '901') };
    return { branch: found };
  };

  const handle = (
    endpoint: string,
    run: (branch: Branch, body: Record<string, unknown>) => ReturnType<typeof answer>,
  ) =>
    app.post(`/${endpoint}`, async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const headers = request.headers as Record<string, unknown>;
      const { branch, refusal } = device(headers);
      if (!branch) return refusal;
      const result = run(branch, body);
      if (result.resultCd === ETIMS_RESULT.ok) {
        received.push({ endpoint, tin: String(headers.tin), bhfId: String(headers.bhfid), body });
        keep();
      }
      return result;
    });

  app.post('/selectInitOsdcInfo', async (request) => {
    const { tin, bhfId, dvcSrlNo } = (request.body ?? {}) as Record<string, string>;
    if (!/^[AP]\d{9}[A-Z]$/.test(tin ?? '') || !/^\d{2}$/.test(bhfId ?? '') || !dvcSrlNo) {
      return refuse('tin, bhfId (2 digits) and dvcSrlNo are required');
    }
    let branch = branches.get(key(tin, bhfId));
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
      branches.set(key(tin, bhfId), branch);
      keep();
    }
    received.push({ endpoint: 'selectInitOsdcInfo', tin, bhfId, body: { tin, bhfId, dvcSrlNo } });
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
  });

  handle('selectCodeList', () => ok({ clsList: CODE_TABLES }));
  handle('selectItemClsList', () => ok({ itemClsList: ITEM_CLASSES }));

  handle('saveItem', (branch, body) => {
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
  });

  handle('saveTrnsSalesOsdc', (branch, body) => {
    if (mode.refuseSales) return answer(mode.refuseSales.resultCd, mode.refuseSales.resultMsg);
    const request = body as unknown as EtimsSalesRequest;
    const problems = salesRequestProblems(request);
    if (!KNOWN.paymentTypes.has(String(request.pmtTyCd)))
      problems.push(`unknown pmtTyCd ${String(request.pmtTyCd)}`);
    for (const item of request.itemList ?? []) {
      if (!branch.items.has(item.itemCd))
        problems.push(`item ${item.itemSeq}: itemCd ${item.itemCd} is not registered`);
    }
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
    totalReceipts += 1;
    const receipt: Receipt = {
      curRcptNo: branch.sales.size + 1,
      totRcptNo: totalReceipts,
      intrlData: code(`intrl${content}`, 26),
      rcptSign: code(`sign${content}`, 16),
      sdcDateTime: etimsDateTime(new Date()),
    };
    branch.sales.set(request.invcNo, { body: content, receipt });
    return ok(receipt);
  });

  /** Unknown packaging or quantity units (code lists 17 and 10) and unregistered items of an itemList. */
  const unknownItems = (branch: Branch, body: Record<string, unknown>) =>
    ((Array.isArray(body.itemList) ? body.itemList : []) as Record<string, unknown>[]).flatMap((item) => [
      ...(branch.items.has(String(item.itemCd)) ? [] : [`itemCd ${String(item.itemCd)} is not registered`]),
      ...(KNOWN.packagingUnits.has(String(item.pkgUnitCd))
        ? []
        : [`unknown pkgUnitCd ${String(item.pkgUnitCd)}`]),
      ...(KNOWN.quantityUnits.has(String(item.qtyUnitCd))
        ? []
        : [`unknown qtyUnitCd ${String(item.qtyUnitCd)}`]),
    ]);

  handle('insertTrnsPurchase', (branch, body) => {
    const problems = [...purchaseRequestProblems(body), ...unknownItems(branch, body)];
    if (problems.length) return refuse(problems.join('; '));
    if (branch.purchases.some((p) => p.invcNo === body.invcNo))
      return refuse('There is an overlapped Data', ETIMS_RESULT.duplicate);
    branch.purchases.push(body);
    return ok();
  });

  handle('insertStockIO', (branch, body) => {
    const problems = [...stockIoRequestProblems(body), ...unknownItems(branch, body)];
    if (problems.length) return refuse(problems.join('; '));
    if (branch.stockMovements.some((m) => m.sarNo === body.sarNo))
      return refuse('There is an overlapped Data', ETIMS_RESULT.duplicate);
    branch.stockMovements.push(body);
    return ok();
  });

  handle('saveStockMaster', (branch, body) => {
    if (!body.itemCd || typeof body.rsdQty !== 'number' || !Number.isFinite(body.rsdQty))
      return refuse('itemCd and rsdQty (a number) are required');
    if (!branch.items.has(String(body.itemCd)))
      return refuse(`itemCd ${String(body.itemCd)} is not registered`);
    branch.stockLevels.set(String(body.itemCd), body.rsdQty);
    return ok();
  });

  return {
    app,
    mode,
    received,
    salesOf(tin, bhfId) {
      const sales = branches.get(key(tin, bhfId))?.sales ?? new Map();
      return new Map(
        [...sales].map(([n, s]) => [
          n,
          { request: JSON.parse(s.body) as EtimsSalesRequest, receipt: s.receipt },
        ]),
      );
    },
  };
}
