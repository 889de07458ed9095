import { createHash } from 'node:crypto';
import { type Database, type Executor, etimsOutbox, etimsSettings } from '@tawi/db';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { ofCompany } from '../../platform/company-rows';

export type EtimsOutboxRow = typeof etimsOutbox.$inferSelect;

/** The endpoint of sales and credit notes: its rows take the next `invcNo` when first sent. */
export const SALES_ENDPOINT = 'saveTrnsSalesOsdc';

/** The outbox rows of the sales (or credit notes) of `documentType` among the documents `documents` picks. */
export function salesOf(companyId: string, documentType: string, documents: SQL): SQL {
  const sale = and(eq(etimsOutbox.documentType, documentType), eq(etimsOutbox.endpoint, SALES_ENDPOINT));
  return ofCompany(etimsOutbox, companyId, sale, documents);
}

/** A purchase (`insertTrnsPurchase`): its `invcNo` is the row's position, given when sent. */
export const PURCHASE_ENDPOINT = 'insertTrnsPurchase';
/** Stock in or out (`insertStockIO`): its `sarNo` is the row's position, given when sent. */
export const STOCK_IO_ENDPOINT = 'insertStockIO';
/** An item's stock left (`saveStockMaster`). */
export const STOCK_MASTER_ENDPOINT = 'saveStockMaster';

/**
 * The outbox id of one part of a document that makes several calls to one endpoint (a transfer's
 * dispatch and receipt, each item's stock left): a UUID from the parts, the same every time.
 */
export function etimsPartId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('/')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** How long a worker holds a row it is sending before another may take it over. */
export const LEASE_MS = 2 * 60_000;

/**
 * Pause before the next try after KRA could not be reached: 15 s, doubling, at most 5 minutes,
 * jittered. Short enough that a document is signed minutes after KRA is back, one call per company.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface EtimsQueued {
  companyId: string;
  branchId: string;
  documentType: 'invoice' | 'credit-note' | 'invoice-void' | 'bill' | 'stock-movement' | 'item';
  documentId: string;
  documentNumber: string;
  endpoint: string;
  payload: object;
  relatedDocumentId?: string;
}

/** Queues a call to KRA inside the caller's transaction (once per document and endpoint). */
export async function queueEtims(tx: Executor, row: EtimsQueued): Promise<void> {
  await tx.insert(etimsOutbox).values(row).onConflictDoNothing();
}

const mine = (companyId: string, id: string) => ofCompany(etimsOutbox, companyId, eq(etimsOutbox.id, id));

/**
 * Takes the company's next row to send, in the order queued: the first row not yet sent or failed.
 * Nothing when that row waits for its retry time or another worker holds it (rows are never sent out
 * of order: KRA takes invoice numbers in sequence). A sale gets the next invoice number now, kept on
 * every retry. One transaction, with the company's settings row locked, so workers take turns.
 */
export async function claimNext(
  db: Database,
  companyId: string,
  now: Date,
): Promise<EtimsOutboxRow | undefined> {
  return db.transaction(async (tx) => {
    const [settings] = await tx
      .select()
      .from(etimsSettings)
      .where(eq(etimsSettings.companyId, companyId))
      .for('update');
    if (!settings) return undefined;
    const [head] = await tx
      .select()
      .from(etimsOutbox)
      .where(ofCompany(etimsOutbox, companyId, inArray(etimsOutbox.status, ['queued', 'sending'])))
      .orderBy(asc(etimsOutbox.position))
      .limit(1);
    if (!head) return undefined;
    if (head.status === 'sending' && head.leaseUntil && head.leaseUntil > now) return undefined;
    if (head.status === 'queued' && head.nextAttemptAt > now) return undefined;
    let sequence = head.sequence;
    if (head.endpoint === SALES_ENDPOINT && sequence === null) {
      sequence = settings.lastSequence + 1;
      await tx
        .update(etimsSettings)
        .set({ lastSequence: sequence })
        .where(eq(etimsSettings.companyId, companyId));
    }
    const [claimed] = await tx
      .update(etimsOutbox)
      .set({
        status: 'sending',
        sequence,
        attempts: head.attempts + 1,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
      })
      .where(mine(companyId, head.id))
      .returning();
    return claimed;
  });
}

/** KRA took it: the row keeps KRA's answer (receipt numbers, signature...). */
export async function recordSent(
  db: Executor,
  row: EtimsOutboxRow,
  answer: unknown,
  now: Date,
): Promise<void> {
  await db
    .update(etimsOutbox)
    .set({ status: 'sent', answer: answer ?? {}, error: null, sentAt: now, leaseUntil: null })
    .where(mine(row.companyId, row.id));
}

/**
 * KRA refused it: failed with KRA's message until someone fixes and resends it. A sale that was given
 * the latest invoice number gives it back (KRA did not take it), so the next sale follows on.
 */
export async function recordRefused(db: Database, row: EtimsOutboxRow, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [settings] = await tx
      .select()
      .from(etimsSettings)
      .where(eq(etimsSettings.companyId, row.companyId))
      .for('update');
    const giveBack = row.sequence !== null && settings?.lastSequence === row.sequence;
    if (giveBack) {
      await tx
        .update(etimsSettings)
        .set({ lastSequence: sql`${etimsSettings.lastSequence} - 1` })
        .where(eq(etimsSettings.companyId, row.companyId));
    }
    await tx
      .update(etimsOutbox)
      .set({ status: 'failed', error: message, leaseUntil: null, ...(giveBack && { sequence: null }) })
      .where(mine(row.companyId, row.id));
  });
}

/** KRA could not be reached: queued again for later, keeping its invoice number. */
export async function recordUnreachable(
  db: Executor,
  row: EtimsOutboxRow,
  message: string,
  now: Date,
): Promise<void> {
  await db
    .update(etimsOutbox)
    .set({
      status: 'queued',
      error: message,
      leaseUntil: null,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
    })
    .where(mine(row.companyId, row.id));
}

/** A failed (or waiting) row goes back to the queue, to be sent at once. */
export async function requeue(db: Executor, companyId: string, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(etimsOutbox)
    .set({ status: 'queued', nextAttemptAt: now, error: null })
    .where(and(mine(companyId, id), inArray(etimsOutbox.status, ['failed', 'queued'])))
    .returning({ id: etimsOutbox.id });
  return Boolean(row);
}

/** An invoice's sale in the outbox (its status and the KRA invoice number it was given), if queued. */
async function invoiceSaleOf(db: Executor, companyId: string, invoiceId: string) {
  const [row] = await db
    .select({ sequence: etimsOutbox.sequence, status: etimsOutbox.status })
    .from(etimsOutbox)
    .where(salesOf(companyId, 'invoice', eq(etimsOutbox.documentId, invoiceId)));
  return row;
}

/** The sequence (invoice number at KRA) an invoice's sale went under, when it was sent. */
export async function sentSequenceOf(db: Executor, companyId: string, invoiceId: string) {
  const row = await invoiceSaleOf(db, companyId, invoiceId);
  return row?.status === 'sent' ? (row.sequence ?? undefined) : undefined;
}

/** Whether an invoice's sale was queued for KRA (so its void or credit notes go to KRA too). */
export async function invoiceWentToEtims(db: Executor, companyId: string, invoiceId: string) {
  return (await invoiceSaleOf(db, companyId, invoiceId)) !== undefined;
}

/**
 * Queues a document's sale to be sent again at once: `requeued`, or why not: KRA already has it
 * (`sent`), a worker is sending it now (`sending`), or it was never queued (`missing`).
 */
export async function requeueSale(
  db: Executor,
  companyId: string,
  documentType: string,
  documentId: string,
  now: Date,
): Promise<'requeued' | 'sent' | 'sending' | 'missing'> {
  const [row] = await db
    .select({ id: etimsOutbox.id, status: etimsOutbox.status })
    .from(etimsOutbox)
    .where(salesOf(companyId, documentType, eq(etimsOutbox.documentId, documentId)));
  if (!row) return 'missing';
  if (row.status === 'sent' || row.status === 'sending') return row.status;
  return (await requeue(db, companyId, row.id, now)) ? 'requeued' : 'sending';
}

/** The refused refunds of an invoice (credit notes, its void) go back to the queue with it. */
export async function requeueRefundsOf(db: Executor, companyId: string, invoiceId: string, now: Date) {
  await db
    .update(etimsOutbox)
    .set({ status: 'queued', nextAttemptAt: now, error: null })
    .where(
      ofCompany(
        etimsOutbox,
        companyId,
        eq(etimsOutbox.relatedDocumentId, invoiceId),
        eq(etimsOutbox.status, 'failed'),
      ),
    );
}
