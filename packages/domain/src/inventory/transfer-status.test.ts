import { describe, expect, it } from 'vitest';
import { TRANSFER_STATUSES, type TransferAction, transferSteps } from './transfer-status';

describe('transfer transitions', () => {
  it('dispatches, receives (in one step from Pending) and cancels (returning stock in transit)', () => {
    expect(transferSteps('Pending', 'dispatch')).toEqual({ steps: ['dispatch'], to: 'In Transit' });
    expect(transferSteps('Pending', 'receive')).toEqual({ steps: ['dispatch', 'receive'], to: 'Received' });
    expect(transferSteps('In Transit', 'receive')).toEqual({ steps: ['receive'], to: 'Received' });
    expect(transferSteps('Pending', 'cancel')).toEqual({ steps: [], to: 'Canceled' });
    expect(transferSteps('In Transit', 'cancel')).toEqual({ steps: ['return'], to: 'Canceled' });
  });

  it('allows nothing from Received or Canceled, and no second dispatch', () => {
    const actions: TransferAction[] = ['dispatch', 'receive', 'cancel'];
    for (const status of TRANSFER_STATUSES.filter((s) => s === 'Received' || s === 'Canceled')) {
      for (const action of actions) expect(transferSteps(status, action)).toBeNull();
    }
    expect(transferSteps('In Transit', 'dispatch')).toBeNull();
  });
});
