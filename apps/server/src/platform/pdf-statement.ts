import type { CustomerStatement, SupplierStatement } from '@tawi/contracts';
import { formatDate, formatKes, type Language } from '@tawi/domain';
import { drawTable } from './pdf';

type StatementLine = CustomerStatement['lines'][number] | SupplierStatement['lines'][number];

/**
 * The words of an account statement (customer's or supplier's), in one language: its period, the
 * columns of its lines and what each kind of line is. English is the reference.
 */
export interface StatementLabels {
  period: string;
  date: string;
  type: string;
  number: string;
  description: string;
  debit: string;
  credit: string;
  balance: string;
  openingBalance: string;
  lineType: Record<StatementLine['type'], string>;
}

const ENGLISH: StatementLabels = {
  period: 'Period',
  date: 'Date',
  type: 'Type',
  number: 'Number',
  description: 'Description',
  debit: 'Debit',
  credit: 'Credit',
  balance: 'Balance',
  openingBalance: 'Opening balance',
  // the kinds as the statement API names them
  lineType: {
    invoice: 'invoice',
    receipt: 'receipt',
    credit: 'credit',
    refund: 'refund',
    void: 'void',
    bill: 'bill',
    payment: 'payment',
  },
};

const SWAHILI: StatementLabels = {
  period: 'Kipindi',
  date: 'Tarehe',
  type: 'Aina',
  number: 'Nambari',
  description: 'Maelezo',
  debit: 'Debiti',
  credit: 'Krediti',
  balance: 'Salio',
  openingBalance: 'Salio la mwanzo',
  lineType: {
    invoice: 'ankara',
    receipt: 'stakabadhi',
    credit: 'mkopo',
    refund: 'marejesho',
    void: 'ubatilisho',
    bill: 'bili',
    payment: 'malipo',
  },
};

export const STATEMENT_LABELS: Readonly<Record<Language, StatementLabels>> = { en: ENGLISH, sw: SWAHILI };

/** The statement's period as its letterhead states it: '01 Oct 2026 - 31 Oct 2026'. */
export const statementPeriod = (s: { from: string; to: string }) =>
  `${formatDate(s.from)} - ${formatDate(s.to)}`;

/** The opening balance, then each line with its debit, credit and running balance. */
export function drawStatementLines(
  doc: PDFKit.PDFDocument,
  statement: { openingBalance: number; lines: StatementLine[] },
  labels: StatementLabels,
) {
  drawTable(
    doc,
    [
      labels.date,
      labels.type,
      labels.number,
      labels.description,
      labels.debit,
      labels.credit,
      labels.balance,
    ],
    [
      ['', '', '', labels.openingBalance, '', '', formatKes(statement.openingBalance)],
      ...statement.lines.map((l) => [
        formatDate(l.date),
        labels.lineType[l.type],
        l.number,
        l.description,
        l.debit ? formatKes(l.debit) : '',
        l.credit ? formatKes(l.credit) : '',
        formatKes(l.balance),
      ]),
    ],
    [4, 5, 6],
  );
}
