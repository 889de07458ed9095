import type { Transfer, TransferListQuery } from '@tawi/contracts';
import { branches, type Executor, transferItems, transfers } from '@tawi/db';
import { Money, type TransferStatus } from '@tawi/domain';
import { asc, count, desc, eq, exists, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { oneOrNotFound } from '../../platform/app-error';
import { keyedJoin, liveOf, ofCompany, sameCompany } from '../../platform/company-rows';
import { documentLines } from '../../platform/document-lines';
import { containsPattern } from '../../platform/like-pattern';
import { givenEquals } from '../../platform/list-filters';

const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');

type Row = { transfer: typeof transfers.$inferSelect; fromName: string; toName: string };
type ItemRow = typeof transferItems.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toTransfer({ transfer: t, fromName, toName }: Row, items: ItemRow[]): Transfer {
  const valued = items.every((i) => i.value !== null);
  return {
    id: t.id,
    transferNumber: t.transferNumber,
    status: t.status as TransferStatus,
    fromBranchId: t.fromBranchId,
    fromBranchName: fromName,
    toBranchId: t.toBranchId,
    toBranchName: toName,
    items: items.map((i) => ({
      productId: i.productId,
      sku: i.sku,
      name: i.name,
      qty: Number(i.qty),
      unitCost: i.unitCost === null ? null : Number(i.unitCost),
      value: i.value === null ? null : Number(i.value),
      receivedQty: Number(i.receivedQty),
      writtenOffQty: Number(i.writtenOffQty),
      inTransitQty:
        t.status === 'In Transit'
          ? Money.of(i.qty).minus(i.receivedQty).minus(i.writtenOffQty).toNumber()
          : 0,
      writeOffReason: i.writeOffReason,
    })),
    totalQty: Money.sum(items.map((i) => i.qty)).toNumber(),
    totalValue: valued ? Money.sum(items.map((i) => i.value ?? 0)).toNumber() : null,
    notes: t.notes,
    isDeleted: t.isDeleted,
    createdAt: t.createdAt.toISOString(),
    dispatchedAt: iso(t.dispatchedAt),
    receivedAt: iso(t.receivedAt),
    canceledAt: iso(t.canceledAt),
    updatedAt: t.updatedAt.toISOString(),
  };
}

function selectTransfers(db: Executor) {
  return db
    .select({ transfer: transfers, fromName: fromBranch.name, toName: toBranch.name })
    .from(transfers)
    .innerJoin(fromBranch, keyedJoin(fromBranch, transfers, transfers.fromBranchId))
    .innerJoin(toBranch, keyedJoin(toBranch, transfers, transfers.toBranchId));
}

async function withItems(db: Executor, companyId: string, rows: Row[]): Promise<Transfer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.transfer.id);
  const items = await documentLines(db, companyId, transferItems, transferItems.transferId, ids);
  return rows.map((r) =>
    toTransfer(
      r,
      items.filter((i) => i.transferId === r.transfer.id),
    ),
  );
}

/**
 * A page of live transfers touching `branchId`: incoming (to it), outgoing (from it) or both,
 * with status, date (created, company days) and search (number, sku, product name) filters.
 */
export async function listTransfers(db: Executor, companyId: string, branchId: string, q: TransferListQuery) {
  const direction: SQL | undefined =
    q.direction === 'incoming'
      ? eq(transfers.toBranchId, branchId)
      : q.direction === 'outgoing'
        ? eq(transfers.fromBranchId, branchId)
        : or(eq(transfers.toBranchId, branchId), eq(transfers.fromBranchId, branchId));
  const day = sql`(${transfers.createdAt} at time zone 'Africa/Nairobi')::date`;
  const needle = containsPattern(q.search);
  const where = liveOf(
    transfers,
    companyId,
    direction,
    givenEquals(transfers.status, q.status),
    q.from ? gte(day, q.from) : undefined,
    q.to ? lte(day, q.to) : undefined,
    needle
      ? or(
          sql`lower(${transfers.transferNumber}) like ${needle}`,
          exists(
            db
              .select({ one: sql`1` })
              .from(transferItems)
              .where(
                sameCompany(
                  transferItems,
                  transfers,
                  eq(transferItems.transferId, transfers.id),
                  sql`(lower(${transferItems.sku}) like ${needle} or lower(${transferItems.name}) like ${needle})`,
                ),
              ),
          ),
        )
      : undefined,
  );
  const descending = q.sort !== 'createdAt';
  const [rows, [total]] = await Promise.all([
    selectTransfers(db)
      .where(where)
      .orderBy(
        descending ? desc(transfers.createdAt) : asc(transfers.createdAt),
        desc(transfers.transferNumber),
      )
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(transfers).where(where),
  ]);
  return {
    items: await withItems(db, companyId, rows),
    total: Number(total?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}

/**
 * A transfer by id, or 404; a cancelled one (flagged deleted, as the spec says) is 404 too unless
 * `includeCanceled` (the cancel action answers with the record it cancelled).
 */
export async function findTransfer(
  db: Executor,
  companyId: string,
  id: string,
  includeCanceled = false,
): Promise<Transfer> {
  const rows = await selectTransfers(db).where(
    ofCompany(
      transfers,
      companyId,
      eq(transfers.id, id),
      includeCanceled ? undefined : eq(transfers.isDeleted, false),
    ),
  );
  return oneOrNotFound(await withItems(db, companyId, rows), 'Transfer');
}

/** Every active branch of the company, by name: where stock can be sent (the sender need not be assigned there). */
export function transferDestinations(db: Executor, companyId: string) {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(ofCompany(branches, companyId, eq(branches.isActive, true)))
    .orderBy(asc(branches.name));
}
