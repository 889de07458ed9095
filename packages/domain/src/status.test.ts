import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusColor, statusLabel } from './status';

describe('statusColor', () => {
  it('maps the spec statuses', () => {
    expect(
      ['Paid', 'Received', 'Active', 'Unpaid', 'Overdue', 'Draft', 'Partially Received', 'Invoiced'].map(
        statusColor,
      ),
    ).toEqual(['success', 'success', 'success', 'error', 'error', 'info', 'info', 'info']);
    expect(['Void', 'PaidPartially', 'Pending'].map(statusColor)).toEqual([
      'secondary',
      'warning',
      'warning',
    ]);
  });

  it('colours the transfer statuses the spec does not list', () => {
    expect(['In Transit', 'Canceled'].map(statusColor)).toEqual(['info', 'secondary']);
    expect(['Completed', 'Refunded', 'Voided'].map(statusColor)).toEqual(['success', 'info', 'secondary']);
  });

  it('colours the reconciliation statuses', () => {
    expect(['Reconciled', 'In Progress', 'Pending'].map(statusColor)).toEqual(['success', 'info', 'warning']);
  });

  it('colours the VAT return statuses', () => {
    expect(['Filed', 'Pending'].map(statusColor)).toEqual(['success', 'warning']);
  });

  it('falls back to default', () => {
    expect(statusColor('Processed')).toBe('default');
    expect(statusColor('')).toBe('default');
    expect(statusColor('constructor')).toBe('default');
    expect(statusColor('__proto__')).toBe('default');
    expect(statusColor(' paid ')).toBe('success');
  });

  it('property: result is one of the six colours', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(['success', 'error', 'info', 'secondary', 'warning', 'default']).toContain(statusColor(s));
      }),
    );
  });
});

describe('statusLabel', () => {
  it.each([
    ['PaidPartially', 'Partly paid'],
    ['Partially Received', 'Partly received'],
    ['In Transit', 'In transit'],
    ['InTransit', 'In transit'],
    ['Pending Overdue', 'Pending overdue'],
    ['queued', 'Queued'],
    ['not-required', 'Not required'],
    ['Draft', 'Draft'],
    [' Paid ', 'Paid'],
  ])('%s reads "%s"', (status, words) => {
    expect(statusLabel(status)).toBe(words);
  });
});
