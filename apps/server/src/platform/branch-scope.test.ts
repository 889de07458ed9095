import { describe, expect, it } from 'vitest';
import {
  assertRecordBranch,
  assertTransferStep,
  assertTransferVisible,
  declaredBranchOf,
  scopedBranchId,
} from './branch-scope';
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

const refused = expect.objectContaining({ code: 'forbidden', status: 403 });

describe("declaredBranchOf (a contract entry's `branch`, resolved by implement)", () => {
  const request = (branchId?: string) => ({ query: { branchId }, body: { fromBranchId: branchId } });

  it('scoped: the header, else the field, else the home branch, checked', () => {
    const scoped = { scope: 'scoped', from: 'query' } as const;
    expect(declaredBranchOf(ctx(), scoped, request())).toBe('home');
    expect(declaredBranchOf(ctx(), scoped, request('second'))).toBe('second');
    expect(declaredBranchOf(ctx({ requestedBranchId: 'second' }), scoped, request('home'))).toBe('second');
    const fromBody = { scope: 'scoped', from: 'body', field: 'fromBranchId' } as const;
    expect(declaredBranchOf(ctx(), fromBody, request('second'))).toBe('second');
    expect(() => declaredBranchOf(ctx(), scoped, request('elsewhere'))).toThrowError(refused);
  });

  it('optional: the field when given, checked; else none (the header is not read)', () => {
    const optional = { scope: 'optional', from: 'query' } as const;
    expect(declaredBranchOf(ctx({ requestedBranchId: 'second' }), optional, request())).toBeUndefined();
    expect(declaredBranchOf(ctx(), optional, request('second'))).toBe('second');
    expect(() => declaredBranchOf(ctx(), optional, request('elsewhere'))).toThrowError(refused);
  });
});

describe('record checks', () => {
  it('refuses a record of a branch the user does not reach', () => {
    expect(() => assertRecordBranch(ctx(), { branchId: 'second' })).not.toThrow();
    expect(() => assertRecordBranch(ctx(), { branchId: 'elsewhere' })).toThrowError(refused);
  });

  it('shows a transfer from either end, and moves it at the end the step is taken', () => {
    const inbound = { fromBranchId: 'elsewhere', toBranchId: 'home' };
    expect(() => assertTransferVisible(ctx(), inbound)).not.toThrow();
    expect(() => assertTransferStep(ctx(), inbound, 'receive')).not.toThrow();
    expect(() => assertTransferStep(ctx(), inbound, 'dispatch')).toThrowError(refused);
    expect(() => assertTransferVisible(ctx(), { fromBranchId: 'x', toBranchId: 'y' })).toThrowError(refused);
  });
});
