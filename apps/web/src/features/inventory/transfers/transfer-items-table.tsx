import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Transfer } from '@tawi/contracts';
import { formatKes } from '../../../shared/format';
import { ScrollableTableContainer } from '../../../shared/scrollable-table-container';
import { formatQty } from '../inventory-format';
import { useInventoryText } from '../use-inventory-text';

const WIDE = { display: { xs: 'none', sm: 'table-cell' } };

type Item = Transfer['items'][number];

/**
 * The receiving columns a transfer shows: what arrived and what is still in transit while it is on
 * the way, what was written off once anything was, what arrived before a cancel returned the rest.
 */
export function progressColumns(
  transfer: Transfer,
): Array<{ key: 'received' | 'writtenOff' | 'inTransit'; qty: (item: Item) => number }> {
  const writtenOff = transfer.items.some((i) => i.writtenOffQty > 0);
  const partArrived = transfer.status === 'Canceled' && transfer.items.some((i) => i.receivedQty > 0);
  const onTheWay = transfer.status === 'In Transit';
  return [
    ...(onTheWay || writtenOff || partArrived
      ? [{ key: 'received' as const, qty: (i: Item) => i.receivedQty }]
      : []),
    ...(writtenOff ? [{ key: 'writtenOff' as const, qty: (i: Item) => i.writtenOffQty }] : []),
    ...(onTheWay ? [{ key: 'inTransit' as const, qty: (i: Item) => i.inTransitQty }] : []),
  ];
}

const sumOf = (t: Transfer, qty: (item: Item) => number) =>
  Math.round(t.items.reduce((sum, i) => sum + qty(i), 0) * 1000) / 1000;

/** The items of a transfer with their cost (known once dispatched) and how far they have arrived. */
export function TransferItemsTable({ transfer }: { transfer: Transfer }) {
  const { t } = useInventoryText();
  const number = transfer.transferNumber;
  // absent for a role that does not see costs (costs:read)
  const costs = transfer.totalValue !== undefined;
  const progress = progressColumns(transfer);
  // on a phone the SKU gives way to the receiving columns
  const skuSx = progress.length > 0 ? WIDE : undefined;
  const reasons = transfer.items.filter((i) => i.writeOffReason && i.writtenOffQty > 0);
  return (
    <>
      <ScrollableTableContainer label={t('transferView.items.scrollLabel', { number })}>
        <Table size="small" aria-label={t('transferView.items.tableLabel', { number })}>
          <TableHead>
            <TableRow>
              <TableCell sx={skuSx}>{t('transferView.items.sku')}</TableCell>
              <TableCell>{t('transferView.items.product')}</TableCell>
              <TableCell align="right">{t('transferView.items.quantity')}</TableCell>
              {progress.map((c) => (
                <TableCell key={c.key} align="right">
                  {t(`transferView.items.${c.key}`)}
                </TableCell>
              ))}
              {costs && (
                <>
                  <TableCell align="right" sx={WIDE}>
                    {t('transferView.items.unitCost')}
                  </TableCell>
                  <TableCell align="right">{t('transferView.items.value')}</TableCell>
                </>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {transfer.items.map((item) => (
              <TableRow key={item.productId}>
                <TableCell sx={skuSx}>{item.sku}</TableCell>
                <TableCell>{item.name}</TableCell>
                <TableCell align="right">{formatQty(item.qty)}</TableCell>
                {progress.map((c) => (
                  <TableCell key={c.key} align="right">
                    {formatQty(c.qty(item))}
                  </TableCell>
                ))}
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
              <TableCell sx={skuSx} />
              <TableCell>{t('transferView.items.total')}</TableCell>
              <TableCell align="right">{formatQty(transfer.totalQty)}</TableCell>
              {progress.map((c) => (
                <TableCell key={c.key} align="right">
                  {formatQty(sumOf(transfer, c.qty))}
                </TableCell>
              ))}
              {costs && (
                <>
                  <TableCell sx={WIDE} />
                  <TableCell align="right">{formatKes(transfer.totalValue)}</TableCell>
                </>
              )}
            </TableRow>
          </TableFooter>
        </Table>
      </ScrollableTableContainer>
      {reasons.map((i) => (
        <Typography key={i.productId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('transferView.items.writeOffNote', {
            name: i.name,
            quantity: formatQty(i.writtenOffQty),
            reason: i.writeOffReason ?? '',
          })}
        </Typography>
      ))}
    </>
  );
}
