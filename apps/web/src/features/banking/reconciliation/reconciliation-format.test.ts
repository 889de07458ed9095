import type { ReconciliationItem } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import {
  isBalanced,
  isItemView,
  itemsInView,
  reconciliationName,
  signedAmount,
} from './reconciliation-format';

const t = areaText('banking');

const item = (over: Partial<ReconciliationItem>): ReconciliationItem => ({
  lineId: 'l1',
  transactionDate: '2025-01-10',
  reference: 'JE-0002',
  description: 'Cash sale banked',
  type: 'Deposit',
  amount: 12000,
  status: 'Unmatched',
  statementReference: null,
  manual: false,
  notes: null,
  ...over,
});

describe('reconciliation format', () => {
  it('names a reconciliation by its account and statement date', () => {
    expect(reconciliationName({ accountName: 'KCB Current', statementDate: '2025-01-31' }, t)).toBe(
      'KCB Current as at 31 Jan 2025',
    );
  });

  it('shows all, the unmatched or the matched lines', () => {
    const items = [item({ lineId: 'a' }), item({ lineId: 'b', status: 'Matched' }), item({ lineId: 'c' })];
    expect(itemsInView(items, 'all').map((i) => i.lineId)).toEqual(['a', 'b', 'c']);
    expect(itemsInView(items, 'unmatched').map((i) => i.lineId)).toEqual(['a', 'c']);
    expect(itemsInView(items, 'matched').map((i) => i.lineId)).toEqual(['b']);
    expect(isItemView('matched')).toBe(true);
    expect(isItemView('cleared')).toBe(false);
  });

  it('signs an amount by its type', () => {
    expect(signedAmount({ type: 'Deposit', amount: 12000 })).toBe('+KES 12,000.00');
    expect(signedAmount({ type: 'Withdrawal', amount: 8000.5 })).toBe('\u2212KES 8,000.50');
  });

  it('is balanced only at a zero difference, exactly', () => {
    expect(isBalanced({ difference: 0 })).toBe(true);
    expect(isBalanced({ difference: -0 })).toBe(true);
    expect(isBalanced({ difference: 0.01 })).toBe(false);
    expect(isBalanced({ difference: -50 })).toBe(false);
  });
});
