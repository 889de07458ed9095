import type { Database } from '@tawi/db';
import { etimsDeviceOf } from './etims-device';
import {
  claimNext,
  type EtimsOutboxRow,
  PURCHASE_ENDPOINT,
  recordRefused,
  recordSent,
  recordUnreachable,
  SALES_ENDPOINT,
  STOCK_IO_ENDPOINT,
  sentSequenceOf,
} from './etims-outbox';
import { type OscuClient, OscuRefused } from './oscu-client';

export interface Delivery {
  sent: number;
  failed: number;
  /** KRA could not be reached: the rest waits for the next try. */
  unreachable: boolean;
}

/**
 * The request a row sends: a sale carries its invoice number, a credit note its invoice's too; a
 * purchase and a stock movement are numbered by their place in the queue (unique, increasing).
 */
async function requestOf(db: Database, row: EtimsOutboxRow): Promise<object | { problem: string }> {
  const payload = row.payload as Record<string, unknown>;
  if (row.endpoint === PURCHASE_ENDPOINT) return { ...payload, invcNo: row.position };
  if (row.endpoint === STOCK_IO_ENDPOINT) return { ...payload, sarNo: row.position, orgSarNo: row.position };
  if (row.endpoint !== SALES_ENDPOINT) return payload;
  if (!row.relatedDocumentId) return { ...payload, invcNo: row.sequence };
  const original = await sentSequenceOf(db, row.companyId, row.relatedDocumentId);
  if (original === undefined)
    return { problem: 'Its invoice is not signed by KRA yet: send the invoice first' };
  return { ...payload, invcNo: row.sequence, orgInvcNo: original };
}

/**
 * Sends the company's queued eTIMS calls in order, until the queue is empty or KRA cannot be reached
 * (then the rest waits for its retry time). A refusal marks that row failed with KRA's message and
 * the next one goes on. Each row is claimed before it is sent, so two workers never send the same one.
 */
export async function deliverEtims(
  db: Database,
  client: OscuClient,
  companyId: string,
  now: () => Date = () => new Date(),
): Promise<Delivery> {
  const result: Delivery = { sent: 0, failed: 0, unreachable: false };
  const device = await etimsDeviceOf(db, companyId);
  if (!device) return result;
  for (;;) {
    const row = await claimNext(db, companyId, now());
    if (!row) return result;
    const request = await requestOf(db, row);
    if ('problem' in request) {
      await recordRefused(db, row, String(request.problem));
      result.failed += 1;
      continue;
    }
    try {
      const answer = await client.call(row.endpoint, device, request);
      await recordSent(db, row, answer, now());
      result.sent += 1;
    } catch (err) {
      if (err instanceof OscuRefused) {
        await recordRefused(db, row, `KRA ${err.resultCd}: ${err.resultMsg}`);
        result.failed += 1;
        continue;
      }
      await recordUnreachable(db, row, err instanceof Error ? err.message : String(err), now());
      result.unreachable = true;
      return result;
    }
  }
}
