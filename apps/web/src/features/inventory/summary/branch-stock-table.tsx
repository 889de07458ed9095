import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { InventorySummary } from '@tawi/contracts';
import { formatKes } from '../../../shared/format';
import { formatQty } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';

const WIDE = { display: { xs: 'none', sm: 'table-cell' } };

/** Stock figures per branch, with the company's totals. */
export function BranchStockTable({ summary }: { summary: InventorySummary }) {
  const { company } = summary;
  const { t } = useInventoryText();
  // the value at cost is absent for a role that does not see costs (costs:read)
  const costs = company.stockValue !== undefined;
  return (
    <Card component="section" aria-labelledby="by-branch-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="by-branch-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('summary.byBranch.heading')}
      </Typography>
      <TableContainer>
        <Table
          size="small"
          aria-label={t('summary.byBranch.tableLabel')}
          sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('summary.byBranch.branch')}</TableCell>
              <TableCell align="right" sx={WIDE}>
                {t('summary.byBranch.products')}
              </TableCell>
              <TableCell align="right">{t('summary.byBranch.units')}</TableCell>
              {costs && <TableCell align="right">{t('summary.byBranch.value')}</TableCell>}
              <TableCell align="right" sx={WIDE}>
                {t('summary.byBranch.low')}
              </TableCell>
              <TableCell align="right" sx={WIDE}>
                {t('summary.byBranch.out')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.branches.map((b) => (
              <TableRow key={b.branchId}>
                <TableCell>{b.branchName}</TableCell>
                <TableCell align="right" sx={WIDE}>
                  {formatQty(b.products)}
                </TableCell>
                <TableCell align="right">{formatQty(b.units)}</TableCell>
                {costs && <TableCell align="right">{formatKes(b.stockValue)}</TableCell>}
                <TableCell align="right" sx={WIDE}>
                  {formatQty(b.lowStock)}
                </TableCell>
                <TableCell align="right" sx={WIDE}>
                  {formatQty(b.outOfStock)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14 } }}>
              <TableCell>{t('summary.byBranch.allBranches')}</TableCell>
              <TableCell align="right" sx={WIDE}>
                {formatQty(company.products)}
              </TableCell>
              <TableCell align="right">{formatQty(company.units)}</TableCell>
              {costs && <TableCell align="right">{formatKes(company.stockValue)}</TableCell>}
              <TableCell align="right" sx={WIDE}>
                {formatQty(company.lowStock)}
              </TableCell>
              <TableCell align="right" sx={WIDE}>
                {formatQty(company.outOfStock)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Card>
  );
}
