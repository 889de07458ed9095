import { expect } from 'vitest';
import { call, signupCompany, type TestApp } from '../../testing/test-app';

/** A company with a second branch (Mombasa); `product()` creates products in the home branch. */
export async function shop(t: TestApp, companyName = 'Duka Traders Ltd') {
  const owner = await signupCompany(t.app, { companyName });
  const token = owner.token;
  const home: string = owner.user.branchId;
  const branch = await call(t.app, 'POST', '/api/branches', { token, body: { name: 'Mombasa' } });
  expect(branch.status).toBe(201);
  const mombasa: string = branch.body.id;
  const product = async (body: Record<string, unknown>, branchId = home) => {
    const res = await call(t.app, 'POST', '/api/products', {
      token,
      headers: { 'x-branch-id': branchId },
      body: { sellingPrice: 100, ...body },
    });
    expect(res.status, res.text).toBe(201);
    return res.body as {
      id: string;
      sku: string;
      currentStock: number;
      stockValue: number;
      updatedAt: string;
    };
  };
  const adjust = (id: string, quantity: number, extra: Record<string, unknown> = {}, branchId = home) =>
    call(t.app, 'POST', `/api/products/${id}/adjust-stock`, {
      token,
      body: { quantity, reason: 'Test', branchId, ...extra },
    });
  const stockIn = async (id: string, branchId: string) => {
    const res = await call(t.app, 'GET', `/api/products/${id}`, {
      token,
      headers: { 'x-branch-id': branchId },
    });
    return res.body as { currentStock: number; stockValue: number; averageCost: number };
  };
  return { owner, token, companyId: owner.user.companyId as string, home, mombasa, product, adjust, stockIn };
}

export type Shop = Awaited<ReturnType<typeof shop>>;
