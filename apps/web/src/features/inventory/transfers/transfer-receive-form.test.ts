import type { Transfer } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import { receiveBody, receiveDraft, shortOf } from './transfer-receive-form';

const t = areaText('inventory');

const item = (productId: string, qty: number, receivedQty = 0, writtenOffQty = 0) => ({
  productId,
  sku: productId.toUpperCase(),
  name: `Product ${productId}`,
  qty,
  unitCost: 10,
  value: qty * 10,
  receivedQty,
  writtenOffQty,
  inTransitQty: qty - receivedQty - writtenOffQty,
  writeOffReason: null,
});

const transfer = (status: Transfer['status'], items: Transfer['items']): Transfer => ({
  id: 't1',
  transferNumber: 'TRN-0001',
  status,
  fromBranchId: 'nbi',
  fromBranchName: 'Nairobi',
  toBranchId: 'msa',
  toBranchName: 'Mombasa',
  items,
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

const DATE = '2026-11-26';

describe('the receive form', () => {
  it('opens with what is still in transit, lines already arrived left out', () => {
    const draft = receiveDraft(transfer('In Transit', [item('oil', 10, 6, 1), item('pen', 5, 5)]));
    expect(draft.lines).toEqual([expect.objectContaining({ productId: 'oil', inTransit: 3, received: '3' })]);
    // a Pending transfer is dispatched in the same step: all of it can arrive
    expect(receiveDraft(transfer('Pending', [item('oil', 10)])).lines[0]).toMatchObject({ inTransit: 10 });
  });

  it('receives part, keeps or writes off the rest, a write-off needs a reason', () => {
    const draft = receiveDraft(transfer('In Transit', [item('oil', 10), item('pen', 4)]));
    draft.lines[0] = { ...draft.lines[0]!, received: '6', rest: 'writeOff' };
    draft.lines[1] = { ...draft.lines[1]!, received: '1.5' };
    expect(shortOf(draft.lines[0]!)).toBe(4);
    expect(receiveBody(draft, DATE, t)).toEqual({ errors: { reason: 'Say why stock is written off' } });
    expect(receiveBody({ ...draft, reason: ' Broken ' }, DATE, t)).toEqual({
      body: {
        date: DATE,
        reason: 'Broken',
        lines: [
          { productId: 'oil', qty: 6, writeOff: 4 },
          { productId: 'pen', qty: 1.5, writeOff: 0 },
        ],
      },
    });
  });

  it('names the line with a bad quantity and refuses receiving nothing', () => {
    const draft = receiveDraft(transfer('In Transit', [item('oil', 10), item('pen', 4)]));
    const bad = (received: string) => ({
      ...draft,
      lines: [{ ...draft.lines[0]!, received }, draft.lines[1]!],
    });
    expect(receiveBody(bad('11'), DATE, t).errors).toEqual({
      'lines.0.qty': 'At most 10: that is what is in transit',
    });
    expect(receiveBody(bad(''), DATE, t).errors).toEqual({
      'lines.0.qty': 'Enter the quantity received (0 if none)',
    });
    expect(receiveBody(bad('-1'), DATE, t).errors).toEqual({ 'lines.0.qty': 'Cannot be negative' });
    expect(receiveBody(bad('1.2345'), DATE, t).errors).toEqual({ 'lines.0.qty': 'At most 3 decimals' });
    const nothing = { ...draft, lines: draft.lines.map((l) => ({ ...l, received: '0' })) };
    expect(receiveBody(nothing, DATE, t).errors).toEqual({
      lines: 'Receive or write off at least one quantity',
    });
  });
});
