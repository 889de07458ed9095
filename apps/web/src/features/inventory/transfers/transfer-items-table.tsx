import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Transfer } from '@tawi/contracts';
import { formatKes } from '../../../shared/format';
import { formatQty } from '../inventory-format';

const WIDE = { display: { xs: 'none', sm: 'table-cell' } };

/** The items of a transfer with their cost (known once dispatched). */
export function TransferItemsTable({ transfer }: { transfer: Transfer }) {
  // absent for a role that does not see costs (costs:read)
  const costs = transfer.totalValue !== undefined;
  return (
    <TableContainer>
      <Table size="small" aria-label={`Items of ${transfer.transferNumber}`}>
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Product</TableCell>
            <TableCell align="right">Quantity</TableCell>
            {costs && (
              <>
                <TableCell align="right" sx={WIDE}>
                  Unit cost
                </TableCell>
                <TableCell align="right">Value</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {transfer.items.map((item) => (
            <TableRow key={item.productId}>
              <TableCell>{item.sku}</TableCell>
              <TableCell>{item.name}</TableCell>
              <TableCell align="right">{formatQty(item.qty)}</TableCell>
              {costs && (
                <>
                  <TableCell align="right" sx={WIDE}>
                    {formatKes(item.unitCost)}
                  </TableCell>
                  <TableCell align="right">{formatKes(item.value)}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14 } }}>
            <TableCell colSpan={2}>Total</TableCell>
            <TableCell align="right">{formatQty(transfer.totalQty)}</TableCell>
            {costs && (
              <>
                <TableCell sx={WIDE} />
                <TableCell align="right">{formatKes(transfer.totalValue)}</TableCell>
              </>
            )}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
