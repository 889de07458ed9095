import type { Executor } from '@tawi/db';
import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from './app-error';

/** Refuses with 409 `conflict` (naming the field) when another row matches `where`; the row `exceptId` is ignored. */
export async function assertUnique(
  tx: Executor,
  q: {
    table: PgTable;
    id: PgColumn;
    where: SQL | undefined;
    exceptId?: string | undefined;
    field: string;
    what: string;
  },
): Promise<void> {
  const clash = await tx
    .select({ id: q.id })
    .from(q.table)
    .where(and(q.where, q.exceptId ? ne(q.id, q.exceptId) : undefined))
    .limit(1);
  if (clash.length > 0) {
    throw new AppError('conflict', `${q.what} with this ${q.field} already exists`, {
      fields: { [q.field]: 'Already used' },
    });
  }
}
