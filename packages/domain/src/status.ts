export type StatusColor = 'success' | 'error' | 'info' | 'secondary' | 'warning' | 'default';

/** SPEC point 4 "Status display". */
const COLORS = new Map<string, StatusColor>(
  Object.entries({
    paid: 'success',
    received: 'success',
    active: 'success',
    unpaid: 'error',
    overdue: 'error',
    draft: 'info',
    'partially received': 'info',
    invoiced: 'info',
    void: 'secondary',
    paidpartially: 'warning',
    pending: 'warning',
    // Not in the spec's list: a transfer on its way is informational, a cancelled one like a void.
    'in transit': 'info',
    canceled: 'secondary',
    // Supplier payments (not in the spec's list either).
    completed: 'success',
    refunded: 'info',
    voided: 'secondary',
    // Reconciliations (SPEC point 4 names the statuses, not their colours).
    reconciled: 'success',
    'in progress': 'info',
    // VAT returns (SPEC point 4 names Filed and Pending, not their colours).
    filed: 'success',
  } satisfies Record<string, StatusColor>),
);

/** Chip colour for a status; case and surrounding spaces are ignored; unknown: 'default'. */
export function statusColor(status: string): StatusColor {
  if (typeof status !== 'string') return 'default';
  return COLORS.get(status.trim().toLowerCase()) ?? 'default';
}
