/** Human document-number prefixes (API.md "Conventions"). */
export const DOCUMENT_PREFIXES = {
  invoice: 'INV',
  estimate: 'EST',
  salesOrder: 'SO',
  receipt: 'RCT',
  creditNote: 'CN',
  purchaseOrder: 'LPO',
  bill: 'BILL',
  payment: 'PAY',
  transfer: 'TRN',
  bankTransfer: 'BT',
  journalEntry: 'JE',
} as const;

export type DocumentKind = keyof typeof DOCUMENT_PREFIXES;

const PREFIX = /^[A-Z]+$/;
const NUMBER = /^([A-Z]+)-(\d{4}|[1-9]\d{4,})$/;

/** 'INV-0001': prefix, hyphen, counter zero-padded to 4 digits (more digits past 9999). */
export function formatDocumentNumber(prefix: string, n: number): string {
  if (!PREFIX.test(prefix)) throw new RangeError(`Invalid document prefix: '${prefix}'`);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Invalid document counter: ${n}`);
  return `${prefix}-${String(n).padStart(4, '0')}`;
}

/** Inverse of formatDocumentNumber; only the canonical form parses ('INV-00001' and 'INV-0000' do not). */
export function parseDocumentNumber(s: string): { prefix: string; n: number } | null {
  const m = typeof s === 'string' ? NUMBER.exec(s) : null;
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  const n = Number(m[2]);
  return n >= 1 && Number.isSafeInteger(n) ? { prefix: m[1], n } : null;
}
