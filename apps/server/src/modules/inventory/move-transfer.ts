import type { CorrectionBody, TransferReceive } from '@tawi/contracts';
import { type Database, type Executor, stockMovements, transferItems, transfers } from '@tawi/db';
import {
  DATE_MIN,
  ETIMS_STOCK_IO_TYPES,
  Money,
  type TransferAction,
  type TransferStatus,
  transferSteps,
} from '@tawi/domain';
import { asc, eq, inArray, max } from 'drizzle-orm';
import { invalidState } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { assertTransferStep } from '../../platform/branch-scope';
import { liveOf, ofCompany } from '../../platform/company-rows';
import { foundRow } from '../../platform/found-row';
import type { RequestContext } from '../../platform/request-context';
import { etimsPartId, queueEtimsStock } from '../etims';
import { correctionDate } from '../ledger';
import { postStockValue, type StockValuePart } from './post-stock-value';
import { addStock, lockStockRows, removeStock } from './stock-writer';
import { arrivals, arrivedOf, inTransitOf, type Portion, portion, saveArrivals } from './transfer-arrivals';
import { findTransfer } from './transfers.repo';

type TransferRow = typeof transfers.$inferSelect;
type ItemRow = typeof transferItems.$inferSelect;

/** The transfer row locked for this transaction: concurrent actions on one transfer queue here. */
async function lockTransfer(tx: Executor, companyId: string, id: string) {
  const live = liveOf(transfers, companyId, eq(transfers.id, id));
  const row = await foundRow(tx, transfers, live, 'Transfer', { lock: true });
  const items = await tx
    .select()
    .from(transferItems)
    .where(ofCompany(transferItems, companyId, eq(transferItems.transferId, id)))
    .orderBy(asc(transferItems.productId));
  return { row, items };
}

/**
 * The date a move of the transfer may not come before: the day its stock last moved (its
 * dispatch). A Pending transfer has no business date of its own (it may be entered after the
 * goods left), so its dispatch is bounded only by the lock date.
 */
async function lastMovedOn(tx: Executor, companyId: string, t: TransferRow, items: ItemRow[]) {
  const [moved] = await tx
    .select({ date: max(stockMovements.date) })
    .from(stockMovements)
    .where(
      ofCompany(
        stockMovements,
        companyId,
        inArray(
          stockMovements.productId,
          items.map((i) => i.productId),
        ),
        eq(stockMovements.sourceType, 'transfer'),
        eq(stockMovements.sourceId, t.id),
      ),
    );
  return moved?.date ?? DATE_MIN;
}

/** Stock leaves the source at average cost; each line keeps the cost and value that left. */
async function dispatch(tx: Executor, ctx: RequestContext, t: TransferRow, items: ItemRow[], date: string) {
  const source = { type: 'transfer', id: t.id, number: t.transferNumber };
  let value = Money.zero();
  for (const item of items) {
    const move = await removeStock(
      tx,
      ctx,
      {
        productId: item.productId,
        branchId: t.fromBranchId,
        kind: 'transfer_out',
        date,
        sku: item.sku,
        mustExist: true,
        source,
      },
      item.qty,
    );
    const lineValue = Money.of(move.value).neg();
    item.value = lineValue.toFixed();
    item.unitCost = lineValue.dividedBy(item.qty).toFixed(6);
    await tx
      .update(transferItems)
      .set({ value: item.value, unitCost: item.unitCost })
      .where(ofCompany(transferItems, ctx.companyId, eq(transferItems.id, item.id)));
    value = value.plus(lineValue);
  }
  await reportTransfer(tx, ctx, t, items, { branchId: t.fromBranchId, date, step: 'dispatch' });
  return { branchId: t.fromBranchId, value: value.neg().toFixed(), counter: 'stock_in_transit' as const };
}

/**
 * Stock arrives at `branchId` (the destination, or the source when a cancel returns it) with the
 * value that left, portion by portion.
 */
async function arrive(
  tx: Executor,
  ctx: RequestContext,
  t: TransferRow,
  portions: readonly Portion[],
  branchId: string,
  date: string,
  reason?: string | null | undefined,
) {
  const returned = branchId !== t.toBranchId;
  const source = {
    type: 'transfer',
    id: t.id,
    number: t.transferNumber,
    ...(returned && { reason: `Transfer cancelled: stock returned${reason ? ` (${reason})` : ''}` }),
  };
  let value = Money.zero();
  const arriving = portions.filter((p) => Money.of(p.qty).isPositive());
  for (const { item, qty, value: carried } of arriving) {
    await addStock(
      tx,
      ctx,
      {
        productId: item.productId,
        branchId,
        kind: 'transfer_in',
        date,
        source,
      },
      { qty, value: carried },
    );
    value = value.plus(carried);
  }
  if (arriving.length > 0) {
    await reportTransfer(
      tx,
      ctx,
      t,
      arriving.map((p) => ({ ...p.item, qty: p.qty })),
      { branchId, date, step: returned ? 'return' : 'receive' },
    );
  }
  return {
    branchId,
    value: value.toFixed(),
    counter: 'stock_in_transit' as const,
    counterBranchId: t.fromBranchId,
  };
}

/** Goods lost on the way: their value leaves stock in transit (the source's) for stock adjustments. */
function writeOff(t: TransferRow, portions: readonly Portion[]): StockValuePart {
  return {
    branchId: t.fromBranchId,
    value: Money.sum(portions.map((p) => p.value))
      .neg()
      .toFixed(),
    stock: 'stock_in_transit',
    counter: 'stock_adjustments',
  };
}

/** A transfer's move to KRA: stock out of the source when dispatched, in where it arrives (or returns). */
async function reportTransfer(
  tx: Executor,
  ctx: RequestContext,
  t: TransferRow,
  items: ItemRow[],
  move: { branchId: string; date: string; step: 'dispatch' | 'receive' | 'return' },
) {
  await queueEtimsStock(tx, ctx, {
    branchId: move.branchId,
    documentId: etimsPartId(t.id, move.step),
    documentNumber: t.transferNumber,
    date: move.date,
    type: move.step === 'dispatch' ? ETIMS_STOCK_IO_TYPES.movementOut : ETIMS_STOCK_IO_TYPES.movementIn,
    lines: items.map((item) => ({
      productId: item.productId,
      qty: item.qty,
      unitCost: item.unitCost ?? '0',
    })),
  });
}

const STAMP: Record<TransferStatus, 'dispatchedAt' | 'receivedAt' | 'canceledAt' | null> = {
  Pending: null,
  'In Transit': 'dispatchedAt',
  Received: 'receivedAt',
  Canceled: 'canceledAt',
};

type TransferStep = NonNullable<ReturnType<typeof transferSteps>>['steps'][number];

/** Each step of the plan moves its stock; the value parts of the one journal entry. */
async function moveStepsStock(
  tx: Executor,
  ctx: RequestContext,
  { row, items }: { row: TransferRow; items: ItemRow[] },
  steps: readonly TransferStep[],
  {
    wanted,
    date,
    reason,
  }: { wanted: ReturnType<typeof arrivals> | null; date: string; reason?: string | null },
): Promise<StockValuePart[]> {
  const parts: StockValuePart[] = [];
  for (const step of steps) {
    if (step === 'dispatch') parts.push(await dispatch(tx, ctx, row, items, date));
    if (step === 'receive' && wanted) {
      const received = wanted.map((w) => portion(w.item, w.received, w.receive));
      const lost = wanted.map((w) => portion(w.item, w.received.plus(w.receive), w.writeOff));
      parts.push(await arrive(tx, ctx, row, received, row.toBranchId, date));
      parts.push(writeOff(row, lost));
      await saveArrivals(tx, ctx.companyId, wanted, reason);
    }
    if (step === 'return') {
      const left = items.map((item) => portion(item, arrivedOf(item), inTransitOf(item)));
      parts.push(await arrive(tx, ctx, row, left, row.fromBranchId, date, reason));
    }
  }
  return parts;
}

/** The new status, stamped with the time of each step taken (a cancel also deletes the transfer). */
async function saveTransferStatus(
  tx: Executor,
  companyId: string,
  id: string,
  steps: readonly TransferStep[],
  to: TransferStatus,
) {
  const now = new Date();
  const stamps = new Set(steps.includes('dispatch') ? ['dispatchedAt', STAMP[to]] : [STAMP[to]]);
  await tx
    .update(transfers)
    .set({
      status: to,
      updatedAt: now,
      ...(stamps.has('dispatchedAt') && { dispatchedAt: now }),
      ...(stamps.has('receivedAt') && { receivedAt: now }),
      ...(stamps.has('canceledAt') && { canceledAt: now, isDeleted: true }),
    })
    .where(ofCompany(transfers, companyId, eq(transfers.id, id)));
}

/** The steps of the action from the transfer's status: 409 `invalid-state` when it may not be taken. */
function plannedSteps(row: TransferRow, action: TransferAction) {
  const plan = transferSteps(row.status as TransferStatus, action);
  if (!plan)
    throw invalidState(
      `A transfer that is ${row.status} cannot be ${action === 'dispatch' ? 'dispatched' : `${action}d`}`,
    );
  return plan;
}

/** The date of the move: `asked`, or today, not before the transfer's stock last moved (correctionDate). */
async function moveDate(
  tx: Executor,
  companyId: string,
  { row, items }: { row: TransferRow; items: ItemRow[] },
  asked: string | null | undefined,
) {
  const ownDate = await lastMovedOn(tx, companyId, row, items);
  return correctionDate(tx, companyId, { date: ownDate, label: row.transferNumber }, asked);
}

/**
 * Dispatch, receive or cancel, in one transaction: the transfer row is locked, the status checked
 * (409 `invalid-state` for an illegal change), stock moved (all stock locks before the journal),
 * then one journal entry moves the value through stock in transit. Receiving needs access to the
 * destination; dispatching and cancelling to the source. A receive takes what is still in transit,
 * or with `lines` part of it (the rest stays in transit, or is written off: see transferReceive);
 * the transfer is Received once nothing is left in transit. Dated `input.date` (see
 * correctionDate: not before the transfer's dispatch). A refusal changes nothing.
 */
export async function moveTransfer(
  db: Database,
  ctx: RequestContext,
  id: string,
  action: TransferAction,
  input: CorrectionBody & Partial<Pick<TransferReceive, 'lines'>> = {},
) {
  await db.transaction(async (tx) => {
    const { row, items } = await lockTransfer(tx, ctx.companyId, id);
    await lockStockRows(
      tx,
      ctx.companyId,
      items.flatMap((item) => [row.fromBranchId, row.toBranchId].map((branchId) => ({ ...item, branchId }))),
    );
    assertTransferStep(ctx, row, action);
    const plan = plannedSteps(row, action);
    const wanted = action === 'receive' ? arrivals(items, input.lines) : null;
    const date = await moveDate(tx, ctx.companyId, { row, items }, input.date);
    const parts = await moveStepsStock(tx, ctx, { row, items }, plan.steps, {
      wanted,
      date,
      reason: input.reason,
    });
    const done = !wanted || wanted.every((w) => w.left.isZero());
    const to: TransferStatus = done ? plan.to : 'In Transit';
    await saveTransferStatus(tx, ctx.companyId, id, plan.steps, to);
    await postStockValue(
      tx,
      ctx,
      {
        branchId: row.fromBranchId,
        date,
        memo: `Transfer ${row.transferNumber} ${action}${wanted && !done ? ' (part)' : ''}${
          wanted?.some((w) => w.writeOff.isPositive()) ? `; written off: ${input.reason}` : ''
        }`,
        source: { type: 'transfer', id },
      },
      parts,
    );
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'transfer',
      entityId: id,
      summary: `${row.transferNumber}: ${row.status} -> ${to}`,
      before: { status: row.status },
      after: {
        status: to,
        date,
        ...(input.reason && { reason: input.reason }),
        ...(input.lines && { lines: input.lines }),
      },
    });
  });
  return findTransfer(db, ctx.companyId, id, true);
}
