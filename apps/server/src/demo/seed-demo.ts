import { branches, companies, type Database, userBranches, users } from '@tawi/db';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/auth';
import { createCompany } from '../modules/org';

export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_OWNER_EMAIL = 'owner@demo.tawi.co.ke';
export const DEMO_KRA_PIN = 'P051098765D';
export const DEMO_VAT_REGISTERED_FROM = '2020-01-01';

/** One login per built-in role: `<role-key>@demo.tawi.co.ke`, all with DEMO_PASSWORD. */
export const demoEmail = (roleKey: string) => `${roleKey.replace(/_/g, '-')}@demo.tawi.co.ke`;

const BRANCHES = [
  { name: 'Nairobi CBD', code: 'NBO', address: 'Moi Avenue, Nairobi', phone: '+254712000001' },
  { name: 'Mombasa', code: 'MSA', address: 'Nkrumah Road, Mombasa', phone: '+254712000002' },
  { name: 'Kisumu', code: 'KSM', address: 'Oginga Odinga Street, Kisumu', phone: '+254712000003' },
];

/**
 * Creates the demo company (three branches, one user per built-in role) unless it exists.
 * Returns false when it was already there.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_OWNER_EMAIL))
    .limit(1);
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [first, ...others] = BRANCHES;
    if (!first) return;
    const created = await createCompany(tx, {
      companyName: 'Duka Bora Traders Ltd',
      branchName: first.name,
      fullName: 'Wanjiku Kamau',
      email: DEMO_OWNER_EMAIL,
      password: DEMO_PASSWORD,
    });
    const companyId = created.company.id;
    // the demo trader is VAT-registered (a new sign-up is not until the owner says so)
    await tx
      .update(companies)
      .set({ kraPin: DEMO_KRA_PIN, vatRegistered: true, vatRegisteredFrom: DEMO_VAT_REGISTERED_FROM })
      .where(eq(companies.id, companyId));
    await tx
      .update(branches)
      .set({ code: first.code, address: first.address, phone: first.phone })
      .where(eq(branches.id, created.branch.id));
    const extra = await tx
      .insert(branches)
      .values(others.map((b) => ({ companyId, ...b })))
      .returning();
    const allBranchIds = [created.branch.id, ...extra.map((b) => b.id)];
    const names: Record<string, string> = {
      administrator: 'Otieno Odhiambo',
      accountant: 'Achieng Atieno',
      branch_manager: 'Mwangi Njoroge',
      sales: 'Fatuma Hassan',
      storekeeper: 'Kiprono Kibet',
      hr_payroll: 'Nduta Wambui',
      viewer: 'Baraka Mutua',
    };
    for (const role of created.roles) {
      const fullName = names[role.key ?? ''];
      if (!fullName || !role.key) continue;
      const home = role.key === 'branch_manager' || role.key === 'storekeeper' ? extra[0]?.id : undefined;
      const [user] = await tx
        .insert(users)
        .values({
          companyId,
          fullName,
          email: demoEmail(role.key),
          passwordHash,
          roleId: role.id,
          homeBranchId: home ?? created.branch.id,
        })
        .returning();
      if (!user) continue;
      const assigned =
        role.allBranches || role.key === 'accountant' || role.key === 'viewer'
          ? allBranchIds
          : [user.homeBranchId];
      await tx
        .insert(userBranches)
        .values(assigned.map((branchId) => ({ companyId, userId: user.id, branchId })));
    }
  });
  return true;
}
