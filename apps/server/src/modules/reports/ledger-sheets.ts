import type { GeneralLedgerReport, JournalReport } from '@tawi/contracts';
import { dateColumn, moneyColumn, sheetOf, textColumn } from './report-sheet';

/** Every line of each account between its opening and closing balance, with its document and contact. */
export function generalLedgerSheet(gl: GeneralLedgerReport) {
  const out = sheetOf([
    textColumn('accountCode', 'Account code'),
    textColumn('accountName', 'Account name'),
    dateColumn('date', 'Date'),
    textColumn('number', 'Number'),
    textColumn('memo', 'Memo'),
    textColumn('description', 'Description'),
    moneyColumn('debit', 'Debit'),
    moneyColumn('credit', 'Credit'),
    moneyColumn('balance', 'Balance'),
    textColumn('branchName', 'Branch'),
    textColumn('source', 'Source'),
    textColumn('contactName', 'Contact'),
  ]);
  for (const a of gl.accounts) {
    const account = { accountCode: a.accountCode, accountName: a.accountName };
    out.add({ ...account, memo: 'Opening balance', balance: a.openingBalance }, true);
    for (const l of a.lines) {
      const { date, number, memo, description, debit, credit, balance, branchName, source, contactName } = l;
      out.add({
        ...account,
        date,
        number,
        memo,
        description,
        debit,
        credit,
        balance,
        branchName,
        source,
        contactName,
      });
    }
    out.add({ ...account, memo: 'Closing balance', balance: a.closingBalance }, true);
  }
  return out.sheet;
}

/**
 * The journal for an accountant's tools: one row per line with its entry's number, date, branch,
 * account, debit, credit, source document kind and number, contact and memo (then the line's words).
 */
export function journalSheet(j: JournalReport) {
  const out = sheetOf([
    textColumn('number', 'Entry number'),
    dateColumn('date', 'Date'),
    textColumn('branchName', 'Branch'),
    textColumn('accountCode', 'Account code'),
    textColumn('accountName', 'Account name'),
    moneyColumn('debit', 'Debit'),
    moneyColumn('credit', 'Credit'),
    textColumn('sourceType', 'Source type'),
    textColumn('sourceNumber', 'Source number'),
    textColumn('contactName', 'Contact'),
    textColumn('memo', 'Memo'),
    textColumn('description', 'Description'),
  ]);
  for (const e of j.entries) {
    const { number, date, sourceType, sourceNumber, contactName, memo } = e;
    for (const l of e.lines) {
      const { branchName, accountCode, accountName, debit, credit, description } = l;
      out.add({
        number,
        date,
        branchName,
        accountCode,
        accountName,
        debit,
        credit,
        sourceType,
        sourceNumber,
        contactName,
        memo,
        description,
      });
    }
  }
  return out.sheet;
}
