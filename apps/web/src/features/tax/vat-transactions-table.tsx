import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { VatTransaction } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { COMPACT_CELLS, PHONE_ONLY } from '../../shared/documents/table-styles';
import { formatDate, formatKes } from '../../shared/format';
import { column, figureColumn, SimpleTable } from '../../shared/simple-table';
import { customerPaths } from '../customers/customers-paths';
import { tradePaths } from '../trade/trade-format';
import { useTaxText } from './use-tax-text';

const CAPTION = { color: 'text.secondary', fontSize: 12 } as const;

/** Invoices and bills (and their voids) open on their own page; credit notes are listed under Credit & Refunds. */
function documentPath(tx: VatTransaction): string | undefined {
  if (tx.kind === 'invoice' || tx.kind === 'invoice-void') return customerPaths.invoice(tx.documentId);
  if (tx.kind === 'bill' || tx.kind === 'bill-void') return tradePaths.bill(tx.documentId);
  return undefined;
}

/** A void of an earlier month's document counts in its own month, negative, like a credit note. */
const isVoid = (tx: VatTransaction) => tx.kind === 'invoice-void' || tx.kind === 'bill-void';

/** 'Void of INV-0007 of 30 Sep 2026', 'Credit note on INV-0007': the document a row corrects. */
function correctedText(tx: VatTransaction, t: TFunction<'tax'>): string {
  const related = { number: tx.relatedNumber ?? '', date: formatDate(tx.relatedDate) };
  if (isVoid(tx))
    return tx.relatedDate ? t('transactions.voidOfDated', related) : t('transactions.voidOf', related);
  return tx.relatedDate
    ? t('transactions.creditNoteOnDated', related)
    : t('transactions.creditNoteOn', related);
}

function NumberCell({ tx }: { tx: VatTransaction }) {
  const { t } = useTaxText();
  const to = documentPath(tx);
  return (
    <>
      {to ? (
        <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 500 }}>
          {tx.number}
        </Link>
      ) : (
        <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
          {tx.number}
        </Typography>
      )}
      {tx.relatedNumber && (
        <Box component="span" sx={[CAPTION, { display: 'block', minWidth: 110 }]}>
          {correctedText(tx, t)}
        </Box>
      )}
      <Box component="span" sx={[CAPTION, PHONE_ONLY]}>
        {formatDate(tx.date)} · {tx.partyName} · {tx.category}
      </Box>
    </>
  );
}

/** The customer or supplier and their KRA PIN (a buyer without one goes to another VAT3 schedule). */
function PartyCell({ tx }: { tx: VatTransaction }) {
  const { t } = useTaxText();
  return (
    <>
      {tx.partyName}
      <Box component="span" sx={[CAPTION, { display: 'block' }]}>
        {tx.partyPin ? t('transactions.pin', { pin: tx.partyPin }) : t('transactions.noPin')}
      </Box>
    </>
  );
}

export interface VatTransactionsTableProps {
  side: 'sales' | 'purchases';
  transactions: VatTransaction[];
  /** The table's accessible name, e.g. 'Sales of Oct 2026'. */
  label: string;
}

/**
 * A month's documents as the VAT3 schedules list them, one row per document and tax category:
 * credit notes and voids of earlier months' documents negative, naming the document they correct.
 */
export function VatTransactionsTable({ side, transactions, label }: VatTransactionsTableProps) {
  const { t } = useTaxText();
  if (transactions.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {side === 'sales' ? t('transactions.noSales') : t('transactions.noPurchases')}
      </Typography>
    );
  const sum = (pick: (tx: VatTransaction) => number) =>
    transactions.reduce((acc, tx) => acc.plus(pick(tx)), Money.zero());
  return (
    <SimpleTable<VatTransaction>
      label={label}
      sx={COMPACT_CELLS}
      rows={transactions}
      rowKey={(tx) => `${tx.kind}-${tx.documentId}-${tx.category}`}
      columns={[
        column(t('common.date'), (tx) => formatDate(tx.date), { hide: 'wide', num: true }),
        column(t('transactions.number'), (tx) => <NumberCell tx={tx} />, { foot: t('common.total') }),
        column(
          side === 'sales' ? t('transactions.customer') : t('common.supplier'),
          (tx) => <PartyCell tx={tx} />,
          { key: 'party', hide: 'wide', sx: { minWidth: 130 } },
        ),
        column(t('common.description'), (tx) => tx.description, {
          hide: 'desk',
          sx: { minWidth: 100 },
        }),
        column(t('transactions.category'), (tx) => tx.category, { hide: 'wide' }),
        figureColumn(t('common.amount'), (tx) => formatKes(tx.amount), {
          foot: formatKes(sum((tx) => tx.amount)),
        }),
        figureColumn(t('common.vat'), (tx) => formatKes(tx.vat), { foot: formatKes(sum((tx) => tx.vat)) }),
      ]}
    />
  );
}
