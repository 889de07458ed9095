import { z } from 'zod';
import { blankToUndefined, businessDate, listQuery, optionalText } from './common';
import { correctionDate } from './corrections';
import { positiveLedgerMoney } from './money';

/** Money moved between two of the company's own accounts (cash banked, M-Pesa swept to the bank, ...). */
export const bankTransfer = z.object({
  id: z.string(),
  transferNumber: z.string(),
  branchId: z.string(),
  fromBankAccountId: z.string(),
  fromAccountName: z.string(),
  toBankAccountId: z.string(),
  toAccountName: z.string(),
  amount: z.number(),
  date: z.string(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(['Completed', 'Voided']),
  /** The journal entry that moved it (JE-0001), and the one that reversed it when voided. */
  entryNumber: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransfer>;

export const bankTransferCreate = z.strictObject({
  fromBankAccountId: z.uuid({ message: 'Choose the account the money leaves' }),
  toBankAccountId: z.uuid({ message: 'Choose the account the money goes to' }),
  amount: positiveLedgerMoney,
  date: businessDate,
  reference: optionalText(60),
  notes: optionalText(500),
});
export type BankTransferCreate = z.infer<typeof bankTransferCreate>;

export const bankTransferVoid = z.strictObject({
  reason: z.string().trim().min(1, 'Say why').max(300),
  date: correctionDate,
});
export type BankTransferVoid = z.infer<typeof bankTransferVoid>;

export const bankTransferListQuery = listQuery.extend({
  bankAccountId: z.preprocess(blankToUndefined, z.uuid().optional()),
  branchId: z.preprocess(blankToUndefined, z.uuid().optional()),
});
export type BankTransferListQuery = z.infer<typeof bankTransferListQuery>;
