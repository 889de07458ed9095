import type { DocumentEtims } from '@tawi/contracts';
import { companies, type Executor, etimsOutbox, etimsSettings } from '@tawi/db';
import { etimsReceiptUrl, parseEtimsDateTime } from '@tawi/domain';
import { eq, inArray } from 'drizzle-orm';
import { salesOf } from './etims-outbox';

/** A document KRA was never told of: issued while the company's eTIMS was off. */
export const NOT_REQUIRED: DocumentEtims = {
  status: 'not-required',
  invoiceNumber: null,
  receiptNumber: null,
  totalReceiptNumber: null,
  internalData: null,
  signature: null,
  signedAt: null,
  qrUrl: null,
  error: null,
  controlUnitId: null,
};

/** What KRA answered a sale (`TrnsSalesSaveWrRes` data). */
interface SalesAnswer {
  curRcptNo?: number;
  totRcptNo?: number;
  intrlData?: string;
  rcptSign?: string;
  sdcDateTime?: string;
}

const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The eTIMS state of sale documents (invoices or credit notes) by id: queued (waiting or being sent),
 * sent with KRA's receipt data and the verification link of its QR code, or failed with KRA's message.
 */
export async function documentEtimsOf(
  db: Executor,
  companyId: string,
  documentType: 'invoice' | 'credit-note',
  ids: readonly string[],
): Promise<Map<string, DocumentEtims>> {
  const found = new Map<string, DocumentEtims>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      documentId: etimsOutbox.documentId,
      status: etimsOutbox.status,
      sequence: etimsOutbox.sequence,
      answer: etimsOutbox.answer,
      error: etimsOutbox.error,
      sentAt: etimsOutbox.sentAt,
      bhfId: etimsSettings.bhfId,
      device: etimsSettings.deviceInfo,
      pin: companies.kraPin,
    })
    .from(etimsOutbox)
    .innerJoin(companies, eq(companies.id, etimsOutbox.companyId))
    .leftJoin(etimsSettings, eq(etimsSettings.companyId, etimsOutbox.companyId))
    .where(salesOf(companyId, documentType, inArray(etimsOutbox.documentId, [...ids])));
  for (const r of rows) {
    const answer = (r.status === 'sent' ? r.answer : {}) as SalesAnswer;
    const signature = text(answer.rcptSign);
    const signedAt = text(answer.sdcDateTime) ? parseEtimsDateTime(String(answer.sdcDateTime)) : undefined;
    found.set(r.documentId, {
      status: r.status === 'sent' ? 'sent' : r.status === 'failed' ? 'failed' : 'queued',
      invoiceNumber: r.sequence,
      receiptNumber: int(answer.curRcptNo),
      totalReceiptNumber: int(answer.totRcptNo),
      internalData: text(answer.intrlData),
      signature,
      signedAt: (signedAt ?? (r.status === 'sent' ? r.sentAt : null))?.toISOString() ?? null,
      qrUrl: signature && r.pin ? etimsReceiptUrl(r.pin, r.bhfId ?? '00', signature) : null,
      error: r.status === 'sent' ? null : r.error,
      controlUnitId: r.status === 'sent' ? text((r.device as { sdcId?: unknown } | null)?.sdcId) : null,
    });
  }
  return found;
}

/** One document's eTIMS state. */
export async function documentEtims(
  db: Executor,
  companyId: string,
  documentType: 'invoice' | 'credit-note',
  id: string,
): Promise<DocumentEtims> {
  return (await documentEtimsOf(db, companyId, documentType, [id])).get(id) ?? NOT_REQUIRED;
}
