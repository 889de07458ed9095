import type { Transfer } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import { actionConsequence, transferActions } from './transfer-actions';

const t = areaText('inventory');

const transfer = (status: Transfer['status']): Transfer => ({
  id: 't1',
  transferNumber: 'TRN-0001',
  status,
  fromBranchId: 'nbi',
  fromBranchName: 'Nairobi',
  toBranchId: 'msa',
  toBranchName: 'Mombasa',
  items: [],
  totalQty: 0,
  totalValue: null,
  notes: null,
  isDeleted: false,
  createdAt: '2026-01-01T00:00:00Z',
  dispatchedAt: null,
  receivedAt: null,
  canceledAt: null,
  updatedAt: '2026-01-01T00:00:00Z',
});

describe('transferActions', () => {
  const both = { canUpdate: true, branchIds: new Set(['nbi', 'msa']) };
  it('follows the status', () => {
    expect(transferActions(transfer('Pending'), both)).toEqual(['dispatch', 'receive', 'cancel']);
    expect(transferActions(transfer('In Transit'), both)).toEqual(['receive', 'cancel']);
    expect(transferActions(transfer('Received'), both)).toEqual([]);
  });

  it('lets the source dispatch and cancel, the destination receive, and nobody without the permission', () => {
    expect(transferActions(transfer('Pending'), { canUpdate: true, branchIds: new Set(['nbi']) })).toEqual([
      'dispatch',
      'cancel',
    ]);
    expect(transferActions(transfer('In Transit'), { canUpdate: true, branchIds: new Set(['msa']) })).toEqual(
      ['receive'],
    );
    expect(transferActions(transfer('Pending'), { ...both, canUpdate: false })).toEqual([]);
  });

  it('says what each step moves', () => {
    expect(actionConsequence(transfer('Pending'), 'receive', t)).toMatch(
      /leaves Nairobi and arrives at Mombasa/,
    );
    expect(actionConsequence(transfer('In Transit'), 'cancel', t)).toMatch(/goes back to Nairobi/);
  });
});
