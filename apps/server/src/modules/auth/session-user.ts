import type { SessionUser } from '@tawi/contracts';
import type { roles, users } from '@tawi/db';

/** API.md's `user`: uid, companyId, branchId (home), businessName (the company), userRole, fullName, email; and the user's language. */
export function toSessionUser(
  user: typeof users.$inferSelect,
  role: typeof roles.$inferSelect,
  companyName: string,
): SessionUser {
  return {
    uid: user.id,
    companyId: user.companyId,
    branchId: user.homeBranchId,
    businessName: companyName,
    userRole: role.key ?? role.name,
    fullName: user.fullName,
    email: user.email,
    language: user.language,
  };
}
