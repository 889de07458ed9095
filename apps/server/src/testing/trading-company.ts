import { bankAccountsApi } from '@tawi/contracts';
import { apiClient } from './api-client';
import { signupCompany, type TestApp } from './test-app';

/**
 * A newly signed-up company with its owner's typed client and a bank account opened with
 * `openingBalance`: what the sales and purchasing fixtures add their customer, supplier and products to.
 */
export async function tradingCompany(
  t: TestApp,
  companyName: string,
  vat: { vatRegistered?: boolean },
  bankAccount: { name: string; openingBalance: number },
) {
  const owner = await signupCompany(t.app, { companyName }, vat);
  const api = apiClient(t.app, owner.token);
  const bank = await api.ok(bankAccountsApi.create, { body: { ...bankAccount, kind: 'bank' } });
  return {
    owner,
    token: owner.token,
    companyId: owner.user.companyId as string,
    branchId: owner.user.branchId as string,
    bank,
    /** The owner's typed client of the contract's entries. */
    api,
  };
}
