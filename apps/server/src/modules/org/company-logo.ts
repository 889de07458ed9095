import { LOGO_MAX_BYTES, type LOGO_TYPES } from '@tawi/contracts';
import { companies, companyLogos, type Database, type Executor } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { RequestContext } from '../../platform/request-context';
import { getCompany } from './company.repo';

type LogoType = (typeof LOGO_TYPES)[number];

/** The type the bytes really are (magic numbers), so a renamed file cannot pass as an image. */
function sniff(data: Buffer): LogoType | undefined {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

export async function saveCompanyLogo(db: Database, ctx: RequestContext, data: Buffer, declaredType: string) {
  if (data.length === 0)
    throw new AppError('validation-error', 'The logo file is empty', { fields: { logo: 'Empty' } });
  if (data.length > LOGO_MAX_BYTES) {
    throw new AppError('payload-too-large', `The logo must be at most ${LOGO_MAX_BYTES / 1024} KB`);
  }
  const actual = sniff(data);
  if (!actual || actual !== declaredType) {
    throw new AppError('unsupported-media-type', 'The logo must be a PNG, JPEG or WebP image');
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(companyLogos)
      .values({ companyId: ctx.companyId, contentType: actual, data })
      .onConflictDoUpdate({
        target: companyLogos.companyId,
        set: { contentType: actual, data, updatedAt: new Date() },
      });
    await touchCompany(tx, ctx.companyId);
    await recordAudit(tx, ctx, {
      action: 'update',
      entity: 'company-logo',
      entityId: ctx.companyId,
      after: { contentType: actual, bytes: data.length },
    });
  });
  return getCompany(db, ctx.companyId);
}

/** The logo is part of the company record: its updatedAt changes too (the web app keys the image on it). */
async function touchCompany(tx: Executor, companyId: string): Promise<void> {
  await tx.update(companies).set({ updatedAt: new Date() }).where(eq(companies.id, companyId));
}

export async function readCompanyLogo(db: Database, companyId: string) {
  const rows = await db.select().from(companyLogos).where(eq(companyLogos.companyId, companyId)).limit(1);
  const logo = rows[0];
  if (!logo) throw notFound('Logo');
  return logo;
}

export async function deleteCompanyLogo(db: Database, ctx: RequestContext): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(companyLogos)
      .where(eq(companyLogos.companyId, ctx.companyId))
      .returning();
    if (removed.length === 0) throw notFound('Logo');
    await touchCompany(tx, ctx.companyId);
    await recordAudit(tx, ctx, { action: 'delete', entity: 'company-logo', entityId: ctx.companyId });
  });
}
