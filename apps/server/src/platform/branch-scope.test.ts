import { describe, expect, it } from 'vitest';
import { scopedBranchId } from './branch-scope';
import type { RequestContext } from './request-context';

const ctx = (over: Partial<RequestContext> = {}): RequestContext => ({
  companyId: 'c',
  userId: 'u',
  sessionId: 's',
  roleId: 'r',
  roleKey: 'sales',
  permissions: new Set(),
  allBranches: false,
  branchIds: ['home', 'second'],
  homeBranchId: 'home',
  requestedBranchId: undefined,
  viaCookie: false,
  ...over,
});

describe('scopedBranchId', () => {
  it('takes the header, else the explicit id, else the home branch', () => {
    expect(scopedBranchId(ctx())).toBe('home');
    expect(scopedBranchId(ctx(), 'second')).toBe('second');
    expect(scopedBranchId(ctx({ requestedBranchId: 'second' }), 'home')).toBe('second');
  });

  it('refuses a branch the user is not assigned to with 403 forbidden', () => {
    expect(() => scopedBranchId(ctx(), 'elsewhere')).toThrowError(
      expect.objectContaining({ code: 'forbidden', status: 403 }),
    );
    expect(() => scopedBranchId(ctx({ requestedBranchId: 'elsewhere' }))).toThrowError(
      expect.objectContaining({ code: 'forbidden' }),
    );
  });
});
