import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Invoice } from '@tawi/contracts';
import { TAX_CATEGORY_CODES } from '@tawi/domain';
import { COMPACT_CELLS, NUM, WIDE } from '../../../shared/documents/table-styles';
import { formatKes } from '../../../shared/format';
import { formatQty, taxLabel } from '../../inventory/inventory-format';

const FOOT = { '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14, ...NUM } };

/** What the invoice (or an estimate) charges, line by line, with VAT per line and the totals. */
export function InvoiceLinesTable({
  invoice,
}: {
  invoice: Pick<Invoice, 'invoiceNumber' | 'lines' | 'subtotal' | 'taxTotal' | 'total'>;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={`Lines of ${invoice.invoiceNumber}`} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right" sx={WIDE}>
              Unit price
            </TableCell>
            <TableCell align="right" sx={WIDE}>
              Discount
            </TableCell>
            <TableCell sx={WIDE}>Tax</TableCell>
            <TableCell align="right" sx={WIDE}>
              Amount
            </TableCell>
            <TableCell align="right" sx={WIDE}>
              VAT
            </TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoice.lines.map((l) => (
            <TableRow key={l.lineNo}>
              <TableCell>{l.description}</TableCell>
              <TableCell align="right">{formatQty(l.qty)}</TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {formatKes(l.unitPrice)}
                {l.priceIncludesTax ? ' incl.' : ''}
              </TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {l.discount ? formatKes(l.discount) : ''}
              </TableCell>
              <TableCell sx={WIDE}>{l.taxCategory}</TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {formatKes(l.amount)}
              </TableCell>
              <TableCell align="right" sx={[WIDE, NUM]}>
                {formatKes(l.taxAmount)}
              </TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(l.lineTotal)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={FOOT}>
          <TableRow>
            <TableCell colSpan={2}>Total</TableCell>
            <TableCell sx={WIDE} colSpan={3} />
            <TableCell align="right" sx={WIDE}>
              {formatKes(invoice.subtotal)}
            </TableCell>
            <TableCell align="right" sx={WIDE}>
              {formatKes(invoice.taxTotal)}
            </TableCell>
            <TableCell align="right">{formatKes(invoice.total)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** Taxable amount and tax per category A-E (what eTIMS and the VAT return read); empty ones left out. */
export function TaxCategoryTable({ invoice }: { invoice: Pick<Invoice, 'taxByCategory'> }) {
  const used = TAX_CATEGORY_CODES.filter((c) => {
    const t = invoice.taxByCategory[c];
    return t && (t.taxableAmount !== 0 || t.tax !== 0);
  });
  return (
    <TableContainer>
      <Table size="small" aria-label="Totals per tax category" sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell>Tax category</TableCell>
            <TableCell align="right">Taxable amount</TableCell>
            <TableCell align="right">Tax</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {used.map((c) => (
            <TableRow key={c}>
              <TableCell>{taxLabel(c)}</TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(invoice.taxByCategory[c]?.taxableAmount ?? 0)}
              </TableCell>
              <TableCell align="right" sx={NUM}>
                {formatKes(invoice.taxByCategory[c]?.tax ?? 0)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
