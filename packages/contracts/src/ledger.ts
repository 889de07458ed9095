import { ACCOUNT_TYPES } from '@tawi/domain';
import { z } from 'zod';
import { blankToUndefined, businessDate, isoDate, listQuery, optionalBusinessDate, orNull } from './common';
import { correctionDate } from './corrections';
import { recordStamps } from './documents';
import { ledgerMoney, signedLedgerMoney } from './money';
import { accountRef } from './record-fields';

export const account = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  subtype: z.string().nullable(),
  systemKey: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** Debit minus credit for asset/expense accounts, credit minus debit for the others, as at `asOf`. */
  balance: z.number(),
  ...recordStamps,
});
export type Account = z.infer<typeof account>;

export const accountCreate = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z.-]{1,12}$/, 'Use up to 12 letters, digits, dots or hyphens'),
  name: z.string().trim().min(1).max(120),
  type: z.enum(ACCOUNT_TYPES),
  subtype: orNull(z.string().trim().max(40)),
  description: orNull(z.string().trim().max(300)),
});
export type AccountCreate = z.infer<typeof accountCreate>;

export const accountUpdate = accountCreate.partial().extend({ isActive: z.boolean().optional() });
export type AccountUpdate = z.infer<typeof accountUpdate>;

export const accountListQuery = listQuery.extend({
  asOf: z.preprocess(blankToUndefined, isoDate.optional()),
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
  type: z.preprocess(blankToUndefined, z.enum(ACCOUNT_TYPES).optional()),
  includeInactive: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional(),
});

export const journalLineInput = z.strictObject({
  accountId: z.uuid(),
  debit: ledgerMoney.default(0),
  credit: ledgerMoney.default(0),
  description: z.preprocess(blankToUndefined, z.string().trim().max(300).optional()),
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
});

export const journalEntryCreate = z.strictObject({
  date: businessDate,
  memo: z.preprocess(blankToUndefined, z.string().trim().max(500).optional()),
  status: z.enum(['Draft', 'Posted']).default('Draft'),
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
  lines: z.array(journalLineInput).min(2, 'A journal entry needs at least two lines').max(500),
});
export type JournalEntryCreate = z.infer<typeof journalEntryCreate>;

export const journalEntryUpdate = journalEntryCreate.omit({ status: true, branchId: true }).partial();
export type JournalEntryUpdate = z.infer<typeof journalEntryUpdate>;

/** The body is optional: a POST without one arrives as null. */
export const journalEntryReverse = z.preprocess(
  (v) => v ?? undefined,
  z.strictObject({ date: correctionDate, memo: z.string().trim().max(500).optional() }).optional(),
);

export const journalLine = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  ...accountRef,
  branchId: z.string(),
  debit: z.number(),
  credit: z.number(),
  description: z.string().nullable(),
});

export const journalEntry = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  memo: z.string().nullable(),
  status: z.enum(['Draft', 'Posted']),
  branchId: z.string(),
  sourceType: z.string().nullable(),
  sourceId: z.string().nullable(),
  reversalOfId: z.string().nullable(),
  reversedById: z.string().nullable(),
  postedAt: z.string().nullable(),
  totalDebit: z.number(),
  totalCredit: z.number(),
  lines: z.array(journalLine),
  ...recordStamps,
});
export type JournalEntry = z.infer<typeof journalEntry>;

export const journalEntryListQuery = listQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(['Draft', 'Posted']).optional()),
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
});
export type JournalEntryListQuery = z.infer<typeof journalEntryListQuery>;

export const lockDateUpdate = z.strictObject({ lockDate: businessDate.nullable() });

export const BANK_ACCOUNT_KINDS = ['bank', 'cash', 'mobile_money'] as const;

export const bankAccount = z.object({
  id: z.string(),
  name: z.string(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  kind: z.enum(BANK_ACCOUNT_KINDS),
  branchId: z.string(),
  accountId: z.string(),
  accountCode: z.string(),
  openingBalance: z.number(),
  openingDate: z.string().nullable(),
  /** Everything posted to its ledger account, all branches, up to today. */
  balance: z.number(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
  ...recordStamps,
});
export type BankAccount = z.infer<typeof bankAccount>;

export const bankAccountCreate = z.strictObject({
  name: z.string().trim().min(1).max(120),
  bankName: orNull(z.string().trim().max(120)),
  accountNumber: orNull(z.string().trim().max(40)),
  kind: z.enum(BANK_ACCOUNT_KINDS),
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
  openingBalance: signedLedgerMoney.default(0),
  openingDate: optionalBusinessDate,
});
export type BankAccountCreate = z.infer<typeof bankAccountCreate>;

export const bankAccountUpdate = z.strictObject({
  name: z.string().trim().min(1).max(120).optional(),
  bankName: orNull(z.string().trim().max(120)),
  accountNumber: orNull(z.string().trim().max(40)),
  isActive: z.boolean().optional(),
});
export type BankAccountUpdate = z.infer<typeof bankAccountUpdate>;

export const bankAccountListQuery = listQuery.extend({
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
  includeInactive: z.preprocess((v) => v === 'true' || v === true, z.boolean()).optional(),
});
