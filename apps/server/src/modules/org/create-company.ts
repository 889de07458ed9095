import { branches, companies, type Executor, roles, userBranches, users } from '@tawi/db';
import { BUILT_IN_ROLES, checkPassword, DEFAULT_PASSWORD_POLICY } from '@tawi/domain';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { returnedRow } from '../../platform/returned-row';
import { hashPassword } from '../auth/passwords';
import { seedChartOfAccounts } from '../ledger';
import { findUserByEmail } from './users.repo';

export interface NewCompany {
  companyName: string;
  branchName: string;
  fullName: string;
  email: string;
  password: string;
  /** Onboarding: VAT-registered from `vatRegisteredFrom` (with the KRA PIN); else not registered. */
  vatRegistered?: boolean | undefined;
  kraPin?: string | undefined;
  vatRegisteredFrom?: string | undefined;
}

/** 400 `weak-password` naming the rule (under `field` of the form) unless the password meets the policy. */
export function assertPasswordMeetsPolicy(
  password: string,
  policy = DEFAULT_PASSWORD_POLICY,
  field = 'password',
): void {
  const failure = checkPassword(password, policy);
  if (failure) {
    throw new AppError('weak-password', failure.message, {
      rule: failure.rule,
      fields: { [field]: failure.message },
    });
  }
}

export async function assertEmailFree(tx: Executor, email: string): Promise<void> {
  if (await findUserByEmail(tx, email)) {
    throw new AppError('email-already-in-use', 'An account with this email already exists', {
      fields: { email: 'Already in use' },
    });
  }
}

/**
 * Creates a company with its first branch, the built-in roles and its owner, inside the caller's
 * transaction. Returns the ids the caller needs.
 */
export async function createCompany(tx: Executor, input: NewCompany) {
  assertPasswordMeetsPolicy(input.password);
  await assertEmailFree(tx, input.email);
  const passwordHash = await hashPassword(input.password);
  const company = await tx
    .insert(companies)
    .values({
      name: input.companyName,
      passwordPolicy: DEFAULT_PASSWORD_POLICY,
      kraPin: input.kraPin ?? null,
      vatRegistered: input.vatRegistered === true,
      vatRegisteredFrom: input.vatRegistered ? (input.vatRegisteredFrom ?? null) : null,
    })
    .returning()
    .then(returnedRow('company insert'));
  const [branch] = await tx
    .insert(branches)
    .values({ companyId: company.id, name: input.branchName })
    .returning();
  const roleRows = await tx
    .insert(roles)
    .values(
      BUILT_IN_ROLES.map((r) => ({
        companyId: company.id,
        key: r.key,
        name: r.name,
        description: r.description,
        builtIn: true,
        allBranches: r.allBranches,
        permissions: r.permissions,
      })),
    )
    .returning();
  const owner = roleRows.find((r) => r.key === 'owner');
  if (!branch || !owner) throw new Error('company seed incomplete');
  await seedChartOfAccounts(tx, company.id);
  const user = await tx
    .insert(users)
    .values({
      companyId: company.id,
      fullName: input.fullName,
      email: input.email,
      passwordHash,
      roleId: owner.id,
      homeBranchId: branch.id,
    })
    .returning()
    .then(returnedRow('user insert'));
  await tx.insert(userBranches).values({ companyId: company.id, userId: user.id, branchId: branch.id });
  const actor = { companyId: company.id, userId: user.id };
  await recordAudit(tx, actor, { action: 'create', entity: 'company', entityId: company.id, after: company });
  await recordAudit(tx, actor, { action: 'create', entity: 'branch', entityId: branch.id, after: branch });
  await recordAudit(tx, actor, { action: 'create', entity: 'user', entityId: user.id, after: user });
  return { company, branch, user, roles: roleRows };
}
