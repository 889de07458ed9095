import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ETIMS_RESULT, type EtimsSalesRequest } from '@tawi/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type answer,
  type Branch,
  codeList,
  initDevice,
  insertPurchase,
  insertStockIO,
  itemClassList,
  key,
  type Receipt,
  type ReceivedCall,
  refuse,
  type SimulatorMode,
  type SimulatorState,
  saveItem,
  saveSale,
  saveStockMaster,
} from './oscu-endpoints';

export type { ReceivedCall, SimulatorMode } from './oscu-endpoints';

export interface OscuSimulator {
  app: FastifyInstance;
  mode: SimulatorMode;
  /** Every call it answered with 000, in order. */
  received: ReceivedCall[];
  /** The sales of a branch by invcNo, as accepted. */
  salesOf(tin: string, bhfId: string): Map<number, { request: EtimsSalesRequest; receipt: Receipt }>;
}

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

/** The devices and sales kept in `statePath` (none yet, or no file: an empty simulator). */
function restoredState(statePath: string | undefined): SimulatorState {
  const restored =
    statePath && existsSync(statePath)
      ? deserialize(readFileSync(statePath, 'utf8'))
      : { branches: new Map<string, Branch>(), totalReceipts: 0 };
  const state: SimulatorState = {
    branches: restored.branches,
    received: [],
    totalReceipts: restored.totalReceipts,
    keep: () => {
      if (statePath) writeFileSync(statePath, serialize(state.branches, state.totalReceipts));
    },
  };
  return state;
}

/** The branch a call speaks for, from its headers; else the refusal to answer with. */
function deviceOf(state: SimulatorState, headers: Record<string, unknown>) {
  const found = state.branches.get(key(headers.tin, headers.bhfid));
  if (!headers.tin || !headers.bhfid || !headers.cmckey)
    return { refusal: refuse('There is no Header information', '900') };
  if (!found || found.cmcKey !== headers.cmckey) return { refusal: refuse('It is not valid device', '901') };
  return { branch: found };
}

/** A device's endpoint: its headers checked, then `run`; a call answered 000 is recorded and kept. */
function deviceEndpoint(
  app: FastifyInstance,
  state: SimulatorState,
  endpoint: string,
  run: (branch: Branch, body: Record<string, unknown>) => ReturnType<typeof answer>,
) {
  app.post(`/${endpoint}`, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const headers = request.headers as Record<string, unknown>;
    const { branch, refusal } = deviceOf(state, headers);
    if (!branch) return refusal;
    const result = run(branch, body);
    if (result.resultCd === ETIMS_RESULT.ok) {
      state.received.push({ endpoint, tin: String(headers.tin), bhfId: String(headers.bhfid), body });
      state.keep();
    }
    return result;
  });
}

/**
 * A local stand-in for KRA's eTIMS OSCU (`npm run etims:simulator`, and in-process in tests): the
 * endpoints Tawi calls, answering in OSCU's shapes and checking what KRA checks: the device's headers,
 * required fields, known codes, totals equal to the items, tax = rate x taxable per type, and invoice
 * numbers in sequence per branch. A sale sent again with the same invcNo and the same content gets its
 * first receipt back (a retry after a lost answer); with other content, 994 (data already received).
 */
export function createOscuSimulator(options: OscuSimulatorOptions = {}): OscuSimulator {
  const state = restoredState(options.statePath);
  const mode: SimulatorMode = { delayMs: 0, down: false };
  const app = Fastify({ logger: false, bodyLimit: 5 * 1024 * 1024, forceCloseConnections: true });

  app.addHook('onRequest', async (_request, reply) => {
    if (mode.delayMs > 0) await new Promise((r) => setTimeout(r, mode.delayMs));
    if (mode.down) return reply.code(503).type('text/html').send('<html>Service Unavailable</html>');
  });
  app.post('/selectInitOsdcInfo', async (request) => initDevice(state, request.body));
  const endpoint = (name: string, run: Parameters<typeof deviceEndpoint>[3]) =>
    deviceEndpoint(app, state, name, run);
  endpoint('selectCodeList', codeList);
  endpoint('selectItemClsList', itemClassList);
  endpoint('saveItem', saveItem);
  endpoint('saveTrnsSalesOsdc', (branch, body) => saveSale(state, mode, branch, body));
  endpoint('insertTrnsPurchase', insertPurchase);
  endpoint('insertStockIO', insertStockIO);
  endpoint('saveStockMaster', saveStockMaster);

  return {
    app,
    mode,
    received: state.received,
    salesOf(tin, bhfId) {
      const sales = state.branches.get(key(tin, bhfId))?.sales ?? new Map();
      return new Map(
        [...sales].map(([n, s]) => [
          n,
          { request: JSON.parse(s.body) as EtimsSalesRequest, receipt: s.receipt },
        ]),
      );
    },
  };
}
