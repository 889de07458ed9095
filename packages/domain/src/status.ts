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

/** Statuses whose words are not their stored name split up (stored names are API values). */
const WORDS = new Map<string, string>(
  Object.entries({
    paidpartially: 'Partly paid',
  }),
);

/**
 * A status in words for people: 'PaidPartially' -> 'Partly paid', 'Partially Received' -> 'Partly received',
 * 'In Transit' -> 'In transit',
 * 'queued' -> 'Queued'. The one wording for every page, PDF and export; the API keeps the stored names.
 */
export function statusLabel(status: string): string {
  const key = status.trim().toLowerCase();
  const known = WORDS.get(key);
  if (known) return known;
  const words = status
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  if (words[0] === 'partially') words[0] = 'partly';
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}
