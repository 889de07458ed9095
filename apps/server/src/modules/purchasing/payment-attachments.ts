import type { Attachment } from '@tawi/contracts';
import { type Database, type Executor, paymentAttachments, supplierPayments } from '@tawi/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { assertBranchAccess } from '../../platform/branch-scope';
import type { RequestContext } from '../../platform/request-context';
import { checkUpload, type UploadedFile } from '../../platform/uploaded-file';

const metadata = {
  id: paymentAttachments.id,
  paymentId: paymentAttachments.paymentId,
  fileName: paymentAttachments.fileName,
  contentType: paymentAttachments.contentType,
  size: paymentAttachments.size,
  createdAt: paymentAttachments.createdAt,
};

/** The attachments of these payments (without their bytes), oldest first. */
export async function attachmentsOf(db: Executor, companyId: string, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return new Map<string, Attachment[]>();
  const rows = await db
    .select(metadata)
    .from(paymentAttachments)
    .where(
      and(
        eq(paymentAttachments.companyId, companyId),
        inArray(paymentAttachments.paymentId, [...paymentIds]),
      ),
    )
    .orderBy(asc(paymentAttachments.createdAt));
  const byPayment = new Map<string, Attachment[]>();
  for (const { paymentId, createdAt, ...rest } of rows) {
    byPayment.set(paymentId, [
      ...(byPayment.get(paymentId) ?? []),
      { ...rest, createdAt: createdAt.toISOString() },
    ]);
  }
  return byPayment;
}

async function paymentBranch(db: Executor, ctx: RequestContext, paymentId: string) {
  const [payment] = await db
    .select({ branchId: supplierPayments.branchId })
    .from(supplierPayments)
    .where(and(eq(supplierPayments.companyId, ctx.companyId), eq(supplierPayments.id, paymentId)));
  if (!payment) throw notFound('Payment');
  assertBranchAccess(ctx, payment.branchId);
}

/** Keeps a PDF, PNG or JPEG (at most 2 MB, checked by its bytes) with the payment. */
export async function attachToPayment(
  db: Database,
  ctx: RequestContext,
  paymentId: string,
  file: UploadedFile,
): Promise<Attachment> {
  await paymentBranch(db, ctx, paymentId);
  const checked = checkUpload(file, 'attachment');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentAttachments)
      .values({
        companyId: ctx.companyId,
        paymentId,
        fileName: checked.fileName,
        contentType: checked.contentType,
        size: file.data.length,
        data: file.data,
        createdBy: ctx.userId,
      })
      .returning(metadata);
    if (!row) throw new Error('attachment insert returned nothing');
    await recordAudit(tx, ctx, {
      action: 'create',
      entity: 'payment-attachment',
      entityId: row.id,
      summary: row.fileName,
      after: { paymentId, fileName: row.fileName, size: row.size },
    });
    const { paymentId: _, createdAt, ...rest } = row;
    return { ...rest, createdAt: createdAt.toISOString() };
  });
}

export async function readAttachment(
  db: Database,
  ctx: RequestContext,
  paymentId: string,
  attachmentId: string,
) {
  await paymentBranch(db, ctx, paymentId);
  const [row] = await db
    .select()
    .from(paymentAttachments)
    .where(
      and(
        eq(paymentAttachments.companyId, ctx.companyId),
        eq(paymentAttachments.paymentId, paymentId),
        eq(paymentAttachments.id, attachmentId),
      ),
    );
  if (!row) throw notFound('Attachment');
  return row;
}
