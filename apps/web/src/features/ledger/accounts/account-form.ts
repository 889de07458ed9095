import { type AccountCreate, type AccountOption, type AccountUpdate, accountCreate } from '@tawi/contracts';
import { z } from 'zod';
import { textValues } from '../../../shared/form/text-values';

/** The add/edit form: the create contract plus the active switch (edit only). */
export const accountForm = accountCreate.extend({ isActive: z.boolean() });
export type AccountFormInput = z.input<typeof accountForm>;
export type AccountFormValues = z.output<typeof accountForm>;

export const ACCOUNT_FIELDS = ['code', 'name', 'type', 'subtype', 'description', 'isActive'] as const;

export function accountFormValues(account: AccountOption | undefined): AccountFormInput {
  return {
    ...textValues(account, ['code', 'name', 'subtype', 'description']),
    type: account?.type ?? 'expense',
    isActive: account?.isActive ?? true,
  };
}

/** Only what changed, so a system account is never sent a type (the server refuses retyping). */
export function accountChanges(account: AccountOption, values: AccountFormValues): AccountUpdate {
  const out: AccountUpdate = {};
  if (values.code !== account.code) out.code = values.code;
  if (values.name !== account.name) out.name = values.name;
  if (values.type !== account.type) out.type = values.type;
  if ((values.subtype ?? null) !== account.subtype) out.subtype = values.subtype ?? null;
  if ((values.description ?? null) !== account.description) out.description = values.description ?? null;
  if (values.isActive !== account.isActive) out.isActive = values.isActive;
  return out;
}

/** What a save sends: the new account without its switch, or an edit's changes. */
export function accountBody(
  account: AccountOption | undefined,
  values: AccountFormValues,
): AccountCreate | AccountUpdate {
  if (account) return accountChanges(account, values);
  const { isActive: _active, ...create } = values;
  return create;
}
