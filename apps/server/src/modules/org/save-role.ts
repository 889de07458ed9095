import type { RoleCreate, RoleUpdate } from '@tawi/contracts';
import { type Database, type Executor, roles } from '@tawi/db';
import { eq, sql } from 'drizzle-orm';
import { invalidState, notFound } from '../../platform/app-error';
import { auditCreate, auditDelete, auditUpdate } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import type { RequestContext } from '../../platform/request-context';
import { returnedRow } from '../../platform/returned-row';
import { assertUnique } from '../../platform/unique';
import { findRoleRow, getRole, roleInUse } from './roles.repo';

async function assertRoleNameFree(tx: Executor, companyId: string, name: string, exceptId?: string) {
  await assertUnique(tx, {
    table: roles,
    id: roles.id,
    where: ofCompany(roles, companyId, eq(sql`lower(${roles.name})`, name.toLowerCase())),
    exceptId,
    field: 'name',
    what: 'A role',
  });
}

async function editableRole(tx: Executor, ctx: RequestContext, id: string) {
  const row = await findRoleRow(tx, ctx.companyId, id);
  if (!row) throw notFound('Role');
  if (row.builtIn) throw invalidState('Built-in roles cannot be changed; create a custom role instead');
  return row;
}

const uniquePermissions = (list: string[]) => [...new Set(list)].sort();

export async function createRole(db: Database, ctx: RequestContext, input: RoleCreate) {
  const id = await db.transaction(async (tx) => {
    await assertRoleNameFree(tx, ctx.companyId, input.name);
    const row = await tx
      .insert(roles)
      .values({
        companyId: ctx.companyId,
        name: input.name,
        description: input.description ?? null,
        permissions: uniquePermissions(input.permissions),
      })
      .returning()
      .then(returnedRow('role insert'));
    await auditCreate(tx, ctx, 'role', row.id, row.name, row);
    return row.id;
  });
  return (await getRole(db, ctx.companyId, id))!;
}

export async function updateRole(db: Database, ctx: RequestContext, id: string, input: RoleUpdate) {
  await db.transaction(async (tx) => {
    const before = await editableRole(tx, ctx, id);
    if (input.name !== undefined) await assertRoleNameFree(tx, ctx.companyId, input.name, id);
    const [after] = await tx
      .update(roles)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.permissions !== undefined && { permissions: uniquePermissions(input.permissions) }),
        updatedAt: new Date(),
      })
      .where(ofCompany(roles, ctx.companyId, eq(roles.id, id)))
      .returning();
    await auditUpdate(tx, ctx, 'role', id, before.name, { before, after });
  });
  return (await getRole(db, ctx.companyId, id))!;
}

export async function deleteRole(db: Database, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await editableRole(tx, ctx, id);
    if (await roleInUse(tx, ctx.companyId, id))
      throw invalidState('This role is given to users; move them first');
    await tx.delete(roles).where(ofCompany(roles, ctx.companyId, eq(roles.id, id)));
    await auditDelete(tx, ctx, 'role', id, before.name, before);
  });
}
