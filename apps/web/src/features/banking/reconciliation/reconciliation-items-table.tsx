import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReconciliationItem } from '@tawi/contracts';
import {
  COMPACT_CELLS,
  DESK,
  NUM,
  PHONE_CELL,
  PHONE_ONLY,
  WIDE,
} from '../../../shared/documents/table-styles';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { useBankingText } from '../use-banking-text';
import { signedAmount } from './reconciliation-format';

export interface ReconciliationItemsTableProps {
  label: string;
  items: readonly ReconciliationItem[];
  /** Whether a line shows as matched (a tick on its way counts). */
  isChecked: (item: ReconciliationItem) => boolean;
  /** Whether a line's box is disabled (a finished reconciliation, a tick on its way). */
  isLocked: (item: ReconciliationItem) => boolean;
  onToggle: (item: ReconciliationItem, match: boolean) => void;
}

const amount = (item: ReconciliationItem, type: ReconciliationItem['type']) =>
  item.type === type ? formatKes(item.amount) : '';

/** A statement entry added here: its notes, under its description. */
function ManualNote({ item }: { item: ReconciliationItem }) {
  const { t } = useBankingText();
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      component="p"
    >
      <StickyNote2OutlinedIcon sx={{ fontSize: 14 }} aria-hidden />
      {item.notes ? t('items.statementEntryNotes', { notes: item.notes }) : t('items.statementEntry')}
    </Typography>
  );
}

/**
 * Desk: the box, date, reference, description, deposit, withdrawal, statement reference. Phone: the
 * box, the description with its reference and date, one signed amount.
 */
export function ReconciliationItemsTable({
  label,
  items,
  isChecked,
  isLocked,
  onToggle,
}: ReconciliationItemsTableProps) {
  const { t } = useBankingText();
  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={COMPACT_CELLS}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" aria-label={t('items.matched')}>
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('items.matched')}
              </Box>
            </TableCell>
            <TableCell sx={WIDE}>{t('items.date')}</TableCell>
            <TableCell sx={WIDE}>{t('items.reference')}</TableCell>
            <TableCell>{t('items.description')}</TableCell>
            <TableCell align="right" sx={WIDE}>
              {t('items.deposit')}
            </TableCell>
            <TableCell align="right" sx={WIDE}>
              {t('items.withdrawal')}
            </TableCell>
            <TableCell align="right" sx={PHONE_CELL}>
              {t('items.amount')}
            </TableCell>
            <TableCell sx={[DESK, { whiteSpace: 'nowrap' }]}>{t('items.statementReference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const checked = isChecked(item);
            return (
              <TableRow key={item.lineId} selected={checked}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={checked}
                    disabled={isLocked(item)}
                    onChange={(_, on) => onToggle(item, on)}
                    slotProps={{ input: { 'aria-label': `${item.reference} ${item.description}` } }}
                  />
                </TableCell>
                <TableCell sx={[WIDE, NUM]}>{formatDate(item.transactionDate)}</TableCell>
                <TableCell sx={[WIDE, NUM]}>{item.reference}</TableCell>
                <TableCell>
                  <Box sx={{ overflowWrap: 'anywhere' }}>{item.description || EMPTY_DISPLAY}</Box>
                  <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                    {item.reference} · {formatDate(item.transactionDate)}
                  </Typography>
                  {item.manual && <ManualNote item={item} />}
                </TableCell>
                <TableCell align="right" sx={[WIDE, NUM]}>
                  {amount(item, 'Deposit')}
                </TableCell>
                <TableCell align="right" sx={[WIDE, NUM]}>
                  {amount(item, 'Withdrawal')}
                </TableCell>
                <TableCell align="right" sx={[PHONE_CELL, NUM]}>
                  {signedAmount(item)}
                </TableCell>
                <TableCell sx={DESK}>{item.statementReference ?? ''}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
