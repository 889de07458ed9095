export const ESTIMATE_STATUSES = ['Draft', 'Sent', 'Accepted', 'Declined', 'Expired', 'Invoiced'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];
/** What is stored; Expired is computed from the validity date when it is read. */
export type StoredEstimateStatus = Exclude<EstimateStatus, 'Expired'>;
export type EstimateAction = 'send' | 'accept' | 'decline';

/** The status shown: a Draft or Sent estimate past its validity date is Expired. */
export function estimateStatus(
  stored: StoredEstimateStatus,
  validUntil: string,
  today: string,
): EstimateStatus {
  return (stored === 'Draft' || stored === 'Sent') && today > validUntil ? 'Expired' : stored;
}

/** The stored status an action leads to from the shown status, or null when it is not allowed. */
export function estimateStep(shown: EstimateStatus, action: EstimateAction): StoredEstimateStatus | null {
  const open = shown === 'Draft' || shown === 'Sent';
  if (action === 'send') return shown === 'Draft' || shown === 'Sent' ? 'Sent' : null;
  if (action === 'accept') return open ? 'Accepted' : null;
  return open || shown === 'Accepted' ? 'Declined' : null;
}

/** Whether an estimate in the shown status may still be converted into an invoice or sales order. */
export function canConvertEstimate(shown: EstimateStatus): boolean {
  return shown === 'Draft' || shown === 'Sent' || shown === 'Accepted';
}

/** Whether an estimate in the shown status may be edited (one converted already cannot, whatever its status). */
export function canEditEstimate(shown: EstimateStatus): boolean {
  return shown === 'Draft' || shown === 'Sent';
}
