import { branchesApi, fillPath, productsApi, type WireOf } from '@tawi/contracts';
import { expect } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { call, signupCompany, type TestApp } from '../../testing/test-app';

/** A company with a second branch (Mombasa); `product()` creates products in the home branch. */
export async function shop(t: TestApp, companyName = 'Duka Traders Ltd') {
  const owner = await signupCompany(t.app, { companyName });
  const token = owner.token;
  const home: string = owner.user.branchId;
  const branch = await apiClient(t.app, token).call(branchesApi.create, { body: { name: 'Mombasa' } });
  expect(branch.status).toBe(201);
  const mombasa = branch.body.id;
  const inBranch = (branchId: string) => apiClient(t.app, token, { 'x-branch-id': branchId });
  type ProductFields = Omit<WireOf<typeof productsApi.create.body>, 'sellingPrice'> & {
    sellingPrice?: number;
  };
  const product = async (body: ProductFields, branchId = home) => {
    const res = await inBranch(branchId).call(productsApi.create, { body: { sellingPrice: 100, ...body } });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const adjust = (id: string, quantity: number, extra: Record<string, unknown> = {}, branchId = home) =>
    call(t.app, 'POST', fillPath(productsApi.adjustStock.path, { id }), {
      token,
      body: { quantity, reason: 'Test', branchId, ...extra },
    });
  const stockIn = (id: string, branchId: string) =>
    inBranch(branchId).ok(productsApi.get, { params: { id } });
  return { owner, token, companyId: owner.user.companyId as string, home, mombasa, product, adjust, stockIn };
}

export type Shop = Awaited<ReturnType<typeof shop>>;
