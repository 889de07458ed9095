import { describe, expect, it } from 'vitest';
import { inventoryValueLines, stockValuePosting } from './stock-value';
import { balancedTotal, MOMBASA, NAIROBI, show } from './testing';

const base = { branchId: NAIROBI, counter: { key: 'stock_adjustments' } as const };

describe('inventory value lines', () => {
  it('debits inventory for stock in and credits the counter account', () => {
    const lines = inventoryValueLines({ ...base, value: '1250.50' });
    expect(show(lines)).toEqual(['nairobi Dr inventory 1250.50', 'nairobi Cr stock_adjustments 1250.50']);
    expect(balancedTotal(lines)).toBe('1250.50');
  });

  it('credits inventory for stock out, the counter account possibly in another branch', () => {
    const lines = inventoryValueLines({
      ...base,
      counterBranchId: MOMBASA,
      value: -99.99,
      description: 'TRN-0001',
    });
    expect(show(lines)).toEqual([
      'mombasa Dr stock_adjustments 99.99 "TRN-0001"',
      'nairobi Cr inventory 99.99 "TRN-0001"',
    ]);
  });

  it('rounds the value half-up to cents and posts nothing for a zero value', () => {
    expect(show(inventoryValueLines({ ...base, value: '10.005' }))[0]).toBe('nairobi Dr inventory 10.01');
    expect(inventoryValueLines({ ...base, value: 0 })).toEqual([]);
    expect(inventoryValueLines({ ...base, value: '0.004' })).toEqual([]);
  });
});

describe('stock value posting', () => {
  it('posts a stock count: a gain and a loss against stock adjustments', () => {
    const lines = stockValuePosting(
      [
        { branchId: NAIROBI, value: '300.00', counter: 'stock_adjustments' },
        { branchId: NAIROBI, value: '-120.50', counter: 'stock_adjustments' },
      ],
      'Stock take ST-0001',
    );
    expect(show(lines)).toEqual([
      'nairobi Dr inventory 300.00 "Stock take ST-0001"',
      'nairobi Cr stock_adjustments 300.00 "Stock take ST-0001"',
      'nairobi Dr stock_adjustments 120.50 "Stock take ST-0001"',
      'nairobi Cr inventory 120.50 "Stock take ST-0001"',
    ]);
    expect(balancedTotal(lines)).toBe('420.50');
  });

  it('posts a transfer dispatched into stock in transit within the sending branch', () => {
    const lines = stockValuePosting(
      [{ branchId: NAIROBI, value: -4500, counter: 'stock_in_transit' }],
      'Transfer TRN-0001 dispatch',
    );
    expect(show(lines)).toEqual([
      'nairobi Dr stock_in_transit 4500.00 "Transfer TRN-0001 dispatch"',
      'nairobi Cr inventory 4500.00 "Transfer TRN-0001 dispatch"',
    ]);
    expect(balancedTotal(lines)).toBe('4500.00');
  });

  it('posts a transfer received in another branch through the inter-branch account', () => {
    const lines = stockValuePosting(
      [{ branchId: MOMBASA, value: 4500, counter: 'stock_in_transit', counterBranchId: NAIROBI }],
      'Transfer TRN-0001 receive',
    );
    expect(show(lines)).toEqual([
      'mombasa Dr inventory 4500.00 "Transfer TRN-0001 receive"',
      'nairobi Cr stock_in_transit 4500.00 "Transfer TRN-0001 receive"',
      'mombasa Cr inter_branch 4500.00 "Inter-branch"',
      'nairobi Dr inter_branch 4500.00 "Inter-branch"',
    ]);
    expect(balancedTotal(lines)).toBe('9000.00');
  });

  it('posts nothing when no value moved (zero-cost stock)', () => {
    expect(
      stockValuePosting([{ branchId: NAIROBI, value: '0.00', counter: 'stock_adjustments' }], 'x'),
    ).toEqual([]);
  });
});
