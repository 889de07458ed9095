import { z } from 'zod';
import { blankToUndefined, businessDate, listQuery, optionalText } from './common';
import { recordStamps } from './documents';
import { positiveLedgerMoney, signedLedgerMoney } from './money';

/** Derived: Pending until a line is matched, In Progress after, Reconciled once finished (SPEC point 4). */
export const RECONCILIATION_STATUSES = ['Pending', 'In Progress', 'Reconciled'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/** One posted line of the account's ledger, or a statement entry added during the reconciliation. */
export const reconciliationItem = z.object({
  lineId: z.string(),
  transactionDate: z.string(),
  /** The journal entry's number (JE-0001). */
  reference: z.string(),
  description: z.string(),
  type: z.enum(['Deposit', 'Withdrawal']),
  amount: z.number(),
  status: z.enum(['Matched', 'Unmatched']),
  statementReference: z.string().nullable(),
  /** Added from the statement during this reconciliation (a manual entry), with its notes. */
  manual: z.boolean(),
  notes: z.string().nullable(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItem>;

export const reconciliation = z.object({
  id: z.string(),
  bankAccountId: z.string(),
  accountName: z.string(),
  accountNumber: z.string().nullable(),
  branchId: z.string(),
  statementDate: z.string(),
  statementBalance: z.number(),
  /** The ledger balance of the account at the end of the statement date (every line, cleared or not). */
  bookBalance: z.number(),
  /** Lines cleared by earlier reconciliations plus those matched in this one. */
  clearedBalance: z.number(),
  /** Statement balance minus cleared balance: it must be zero to finish. */
  difference: z.number(),
  status: z.enum(RECONCILIATION_STATUSES),
  matchedCount: z.number().int(),
  /** The statement date of the account's previous finished reconciliation. */
  lastReconciled: z.string().nullable(),
  reconciledAt: z.string().nullable(),
  reconciledBy: z.string().nullable(),
  ...recordStamps,
});
export type Reconciliation = z.infer<typeof reconciliation>;

export const reconciliationDetail = reconciliation.extend({ items: z.array(reconciliationItem) });
export type ReconciliationDetail = z.infer<typeof reconciliationDetail>;

export const reconciliationCreate = z.strictObject({
  bankAccountId: z.uuid({ message: 'Choose an account' }),
  statementDate: businessDate,
  statementBalance: signedLedgerMoney,
});
export type ReconciliationCreate = z.infer<typeof reconciliationCreate>;

export const reconciliationUpdate = z.strictObject({
  statementDate: businessDate.optional(),
  statementBalance: signedLedgerMoney.optional(),
});
export type ReconciliationUpdate = z.infer<typeof reconciliationUpdate>;

export const reconciliationMatch = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        lineId: z.uuid({ message: 'Not a valid line' }),
        statementReference: optionalText(60),
      }),
    )
    .min(1, 'Choose at least one line')
    .max(5000),
});
export type ReconciliationMatch = z.infer<typeof reconciliationMatch>;

export const reconciliationUnmatch = z.strictObject({
  lineIds: z
    .array(z.uuid({ message: 'Not a valid line' }))
    .min(1, 'Choose at least one line')
    .max(5000),
});
export type ReconciliationUnmatch = z.infer<typeof reconciliationUnmatch>;

/**
 * A statement line the books do not have yet (bank charges, interest, an M-Pesa fee): posted at once
 * against `accountId` and matched.
 */
export const reconciliationEntryCreate = z.strictObject({
  date: businessDate,
  type: z.enum(['Deposit', 'Withdrawal']),
  amount: positiveLedgerMoney,
  accountId: z.uuid({ message: 'Choose an account' }),
  description: z.string().trim().min(1, 'Describe the entry').max(200),
  statementReference: optionalText(60),
  notes: optionalText(500),
});
export type ReconciliationEntryCreate = z.infer<typeof reconciliationEntryCreate>;

export const reconciliationListQuery = listQuery.extend({
  bankAccountId: z.preprocess(blankToUndefined, z.uuid().optional()),
  status: z.preprocess(blankToUndefined, z.enum(RECONCILIATION_STATUSES).optional()),
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
});
export type ReconciliationListQuery = z.infer<typeof reconciliationListQuery>;
