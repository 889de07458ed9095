import { describe, expect, it } from 'vitest';
import { bankTransferPosting } from './bank-transfer';
import { balancedTotal, MOMBASA, NAIROBI, show } from './testing';

describe('bank transfer posting', () => {
  it('sweeps M-Pesa to the bank within a branch: no inter-branch lines', () => {
    const lines = bankTransferPosting({
      from: { ledgerAccountId: 'mpesa-till', branchId: NAIROBI },
      to: { ledgerAccountId: 'kcb', branchId: NAIROBI },
      amount: 15000,
      description: 'Transfer BT-0001: Till to KCB',
    });
    expect(show(lines)).toEqual([
      'nairobi Dr #kcb 15000.00 "Transfer BT-0001: Till to KCB"',
      'nairobi Cr #mpesa-till 15000.00 "Transfer BT-0001: Till to KCB"',
    ]);
    expect(balancedTotal(lines)).toBe('15000.00');
  });

  it("banks Nairobi's cash into Mombasa's bank through the inter-branch account", () => {
    const lines = bankTransferPosting({
      from: { ledgerAccountId: 'nairobi-cash', branchId: NAIROBI },
      to: { ledgerAccountId: 'mombasa-bank', branchId: MOMBASA },
      amount: '20000.00',
      description: 'Transfer BT-0002',
    });
    expect(show(lines)).toEqual([
      'mombasa Dr #mombasa-bank 20000.00 "Transfer BT-0002"',
      'nairobi Cr #nairobi-cash 20000.00 "Transfer BT-0002"',
      'mombasa Cr inter_branch 20000.00 "Inter-branch"',
      'nairobi Dr inter_branch 20000.00 "Inter-branch"',
    ]);
    expect(balancedTotal(lines)).toBe('40000.00');
  });
});
