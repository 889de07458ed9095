import type { SignupRequest, SignupResponse } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { createCompany } from '../org/create-company';
import { toCompany } from '../org/org.mappers';
import { toSessionUser } from './session-user';
import { createSession } from './sessions.repo';

export async function signup(
  db: Database,
  input: SignupRequest,
  client: { ip: string; userAgent: string | undefined },
): Promise<SignupResponse> {
  return db.transaction(async (tx) => {
    const created = await createCompany(tx, input);
    const owner = created.roles.find((r) => r.id === created.user.roleId);
    if (!owner) throw new Error('owner role missing');
    const accessToken = await createSession(tx, {
      companyId: created.company.id,
      userId: created.user.id,
      ...client,
    });
    return {
      accessToken,
      user: toSessionUser(created.user, owner, created.company.name),
      company: toCompany(created.company, false),
    };
  });
}
