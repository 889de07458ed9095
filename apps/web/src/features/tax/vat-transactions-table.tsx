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
import { Link as RouterLink } from 'react-router';
import { COMPACT_CELLS, DESK, NUM, PHONE_ONLY, WIDE } from '../../shared/documents/table-styles';
import { formatDate, formatKes } from '../../shared/format';
import { customerPaths } from '../customers/customers-paths';
import { tradePaths } from '../trade/trade-format';

const CAPTION = { color: 'text.secondary', fontSize: 12 } as const;

/** Invoices and bills (and their voids) open on their own page; credit notes are listed under Credit & Refunds. */
function documentPath(t: VatTransaction): string | undefined {
  if (t.kind === 'invoice' || t.kind === 'invoice-void') return customerPaths.invoice(t.documentId);
  if (t.kind === 'bill' || t.kind === 'bill-void') return tradePaths.bill(t.documentId);
  return undefined;
}

/** A void of an earlier month's document counts in its own month, negative, like a credit note. */
const isVoid = (t: VatTransaction) => t.kind === 'invoice-void' || t.kind === 'bill-void';

function NumberCell({ t }: { t: VatTransaction }) {
  const to = documentPath(t);
  return (
    <>
      {to ? (
        <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 500 }}>
          {t.number}
        </Link>
      ) : (
        <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
          {t.number}
        </Typography>
      )}
      {t.relatedNumber && (
        <Box component="span" sx={[CAPTION, { display: 'block', minWidth: 110 }]}>
          {isVoid(t) ? 'Void of' : 'Credit note on'} {t.relatedNumber}
          {t.relatedDate ? ` of ${formatDate(t.relatedDate)}` : ''}
        </Box>
      )}
      <Box component="span" sx={[CAPTION, PHONE_ONLY]}>
        {formatDate(t.date)} · {t.partyName} · {t.category}
      </Box>
    </>
  );
}

/** The customer or supplier and their KRA PIN (a buyer without one goes to another VAT3 schedule). */
function PartyCell({ t }: { t: VatTransaction }) {
  return (
    <>
      {t.partyName}
      <Box component="span" sx={[CAPTION, { display: 'block' }]}>
        {t.partyPin ? `PIN ${t.partyPin}` : 'No PIN'}
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
  if (transactions.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {side === 'sales' ? 'No sales' : 'No purchases'} in this month.
      </Typography>
    );
  const sum = (pick: (t: VatTransaction) => number) =>
    transactions.reduce((acc, t) => acc.plus(pick(t)), Money.zero());
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell sx={WIDE}>Date</TableCell>
            <TableCell>Number</TableCell>
            <TableCell sx={[WIDE, { minWidth: 130 }]}>{side === 'sales' ? 'Customer' : 'Supplier'}</TableCell>
            <TableCell sx={[DESK, { minWidth: 100 }]}>Description</TableCell>
            <TableCell sx={WIDE}>Category</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">VAT</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {transactions.map((t) => (
            <TableRow key={`${t.kind}-${t.documentId}-${t.category}`}>
              <TableCell sx={[WIDE, NUM]}>{formatDate(t.date)}</TableCell>
              <TableCell>
                <NumberCell t={t} />
              </TableCell>
              <TableCell sx={WIDE}>
                <PartyCell t={t} />
              </TableCell>
              <TableCell sx={DESK}>{t.description}</TableCell>
              <TableCell sx={WIDE}>{t.category}</TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(t.amount)}
              </TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(t.vat)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14, ...NUM } }}>
          <TableRow>
            <TableCell sx={WIDE} />
            <TableCell>Total</TableCell>
            <TableCell sx={WIDE} />
            <TableCell sx={DESK} />
            <TableCell sx={WIDE} />
            <TableCell align="right">{formatKes(sum((t) => t.amount))}</TableCell>
            <TableCell align="right">{formatKes(sum((t) => t.vat))}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
