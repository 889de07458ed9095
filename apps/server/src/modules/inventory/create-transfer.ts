import type { TransferCreate } from '@tawi/contracts';
import { branches, type Database, transferItems, transfers } from '@tawi/db';
import { Money } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { AppError, fieldError } from '../../platform/app-error';
import { auditCreate } from '../../platform/audit';
import { scopedBranchId } from '../../platform/branch-scope';
import { ofCompany } from '../../platform/company-rows';
import { nextDocumentNumber } from '../../platform/counters';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { productsBySku } from './products.repo';
import { findTransfer } from './transfers.repo';

/**
 * A Pending transfer TRN-nnnn from the branch in scope to another branch of the company. Every sku
 * must be a live product of the company (422 `product-not-found` naming it) and the source must hold
 * what is asked for now (422 `insufficient-stock` naming the line, the branch and what it holds;
 * nothing saved). No stock is reserved: stock is checked again when it leaves (dispatch, or receive
 * from Pending).
 */
export async function createTransfer(db: Database, ctx: RequestContext, input: TransferCreate) {
  const fromBranchId = scopedBranchId(ctx, input.fromBranchId);
  if (input.toBranchId === fromBranchId)
    throw fieldError('toBranchId', 'Choose a branch other than the source');
  const source = await branchNamed(db, ctx.companyId, fromBranchId);
  const [destination] = await db
    .select({ id: branches.id, isActive: branches.isActive })
    .from(branches)
    .where(ofCompany(branches, ctx.companyId, eq(branches.id, input.toBranchId)));
  if (!destination) throw fieldError('toBranchId', 'No such branch');
  if (!destination.isActive) throw fieldError('toBranchId', 'That branch is inactive');
  const found = await productsBySku(
    db,
    ctx.companyId,
    fromBranchId,
    input.items.map((i) => i.sku),
  );
  const items = input.items.map((item) => {
    const product = found.find((p) => p.sku.toLowerCase() === item.sku.toLowerCase());
    if (!product) throw new AppError('product-not-found', 'Product not found', { sku: item.sku });
    return { product, qty: item.qty };
  });
  assertHeld(items, source);
  const id = await db.transaction(async (tx) => {
    const transferNumber = await nextDocumentNumber(tx, ctx.companyId, 'TRN');
    const row = await tx
      .insert(transfers)
      .values({
        companyId: ctx.companyId,
        transferNumber,
        fromBranchId,
        toBranchId: input.toBranchId,
        notes: input.notes ?? null,
        createdBy: ctx.userId,
      })
      .returning()
      .then(returnedRow('transfer insert'));
    await tx.insert(transferItems).values(
      items.map(({ product, qty }, i) => ({
        companyId: ctx.companyId,
        transferId: row.id,
        lineNo: i + 1,
        productId: product.id,
        sku: product.sku,
        name: product.name,
        qty: String(qty),
      })),
    );
    await auditCreate(tx, ctx, 'transfer', row.id, transferNumber, input);
    return row.id;
  });
  return findTransfer(db, ctx.companyId, id);
}

async function branchNamed(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(ofCompany(branches, companyId, eq(branches.id, id)));
  if (!row) throw fieldError('fromBranchId', 'No such branch');
  return row;
}

/** Each line against what the source holds (lines of one product together). */
function assertHeld(
  items: readonly { product: { id: string; sku: string; currentStock: number }; qty: number }[],
  source: { id: string; name: string },
) {
  const asked = new Map<string, Money>();
  items.forEach(({ product, qty }, i) => {
    const total = (asked.get(product.id) ?? Money.zero()).plus(qty);
    asked.set(product.id, total);
    if (total.gt(product.currentStock)) {
      throw new AppError(
        'insufficient-stock',
        `Line ${i + 1}: ${source.name} holds ${product.currentStock} of ${product.sku}, ${total.toNumber()} asked for`,
        {
          line: i + 1,
          sku: product.sku,
          branchId: source.id,
          branchName: source.name,
          available: product.currentStock,
          requested: total.toNumber(),
        },
      );
    }
  });
}
