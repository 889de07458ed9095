import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VatTransaction } from '@tawi/contracts';
import { Money } from '@tawi/domain';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { COMPACT_CELLS, DESK, NUM, PHONE_ONLY, WIDE } from '../../shared/documents/table-styles';
import { formatDate, formatKes } from '../../shared/format';
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
    <TableContainer>
      <Table size="small" aria-label={label} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE}>{t('common.date')}</TableCell>
            <TableCell>{t('transactions.number')}</TableCell>
            <TableCell sx={[WIDE, { minWidth: 130 }]}>
              {side === 'sales' ? t('transactions.customer') : t('common.supplier')}
            </TableCell>
            <TableCell sx={[DESK, { minWidth: 100 }]}>{t('common.description')}</TableCell>
            <TableCell sx={WIDE}>{t('transactions.category')}</TableCell>
            <TableCell align="right">{t('common.amount')}</TableCell>
            <TableCell align="right">{t('common.vat')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {transactions.map((tx) => (
            <TableRow key={`${tx.kind}-${tx.documentId}-${tx.category}`}>
              <TableCell sx={[WIDE, NUM]}>{formatDate(tx.date)}</TableCell>
              <TableCell>
                <NumberCell tx={tx} />
              </TableCell>
              <TableCell sx={WIDE}>
                <PartyCell tx={tx} />
              </TableCell>
              <TableCell sx={DESK}>{tx.description}</TableCell>
              <TableCell sx={WIDE}>{tx.category}</TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(tx.amount)}
              </TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(tx.vat)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14, ...NUM } }}>
          <TableRow>
            <TableCell sx={WIDE} />
            <TableCell>{t('common.total')}</TableCell>
            <TableCell sx={WIDE} />
            <TableCell sx={DESK} />
            <TableCell sx={WIDE} />
            <TableCell align="right">{formatKes(sum((tx) => tx.amount))}</TableCell>
            <TableCell align="right">{formatKes(sum((tx) => tx.vat))}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
