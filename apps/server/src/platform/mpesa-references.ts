import { type Executor, mpesaReferences } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { AppError } from './app-error';
import { ofCompany } from './company-rows';

export type MpesaDocumentType = 'customer-receipt' | 'supplier-payment' | 'credit-note-refund';

const LABELS: Record<MpesaDocumentType, (number: string) => string> = {
  'customer-receipt': (n) => `receipt ${n}`,
  'supplier-payment': (n) => `payment ${n}`,
  'credit-note-refund': (n) => `the refund of ${n}`,
};

/** The form an M-Pesa code is compared in: trimmed, upper case. */
export const normalMpesaCode = (reference: string) => reference.trim().toUpperCase();

/**
 * Claims the M-Pesa code of a money document paid by M-Pesa, inside the transaction that saves it:
 * a code another live receipt, supplier payment or credit-note refund of the company holds (any case,
 * spaces around ignored) is 409 `duplicate-reference` naming that document. The key of
 * mpesa_references decides: of two requests racing with one code, the second waits for the first and
 * is refused once it commits. Other methods, or no reference: nothing to claim.
 */
export async function claimMpesaReference(
  tx: Executor,
  companyId: string,
  payment: { method: string; reference: string | null | undefined },
  document: { type: MpesaDocumentType; id: string; number: string },
): Promise<void> {
  if (payment.method !== 'mpesa' || !payment.reference?.trim()) return;
  const code = normalMpesaCode(payment.reference);
  const claimed = await tx
    .insert(mpesaReferences)
    .values({
      companyId,
      code,
      documentType: document.type,
      documentId: document.id,
      documentNumber: document.number,
    })
    .onConflictDoNothing({ target: [mpesaReferences.companyId, mpesaReferences.code] })
    .returning({ code: mpesaReferences.code });
  if (claimed.length > 0) return;
  const [holder] = await tx
    .select()
    .from(mpesaReferences)
    .where(ofCompany(mpesaReferences, companyId, eq(mpesaReferences.code, code)));
  const usedBy = holder
    ? LABELS[holder.documentType as MpesaDocumentType](holder.documentNumber)
    : 'another document';
  const message = `This reference is already used by ${usedBy}`;
  throw new AppError('duplicate-reference', message, {
    fields: { reference: `${code} is already used by ${usedBy}` },
    ...(holder && {
      usedBy: { type: holder.documentType, id: holder.documentId, number: holder.documentNumber },
    }),
  });
}

/** Frees the M-Pesa code a document claimed (its void), so the code can be used again. */
export async function releaseMpesaReference(tx: Executor, companyId: string, documentId: string) {
  await tx
    .delete(mpesaReferences)
    .where(ofCompany(mpesaReferences, companyId, eq(mpesaReferences.documentId, documentId)));
}
