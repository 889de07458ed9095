import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { JournalEntry } from '@tawi/contracts';
import { useId } from 'react';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { StatusChip } from '../../../shared/status-chip';
import { useLedgerText } from '../use-ledger-text';

const money = (n: number) => (n ? formatKes(n) : '');

/** A journal entry and its lines, read only. */
export function JournalEntryView({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const titleId = useId();
  const { t } = useLedgerText();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {entry.number}
        <StatusChip status={entry.status} />
        {entry.reversedById && <StatusChip status="Reversed" />}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
          <Typography>
            <Typography component="span" color="text.secondary">
              {t('journalView.date')}{' '}
            </Typography>
            {formatDate(entry.date)}
          </Typography>
          <Typography>
            <Typography component="span" color="text.secondary">
              {t('journalView.memo')}{' '}
            </Typography>
            {entry.memo ?? EMPTY_DISPLAY}
          </Typography>
        </Box>
        <TableContainer>
          <Table size="small" aria-label={t('journalView.linesLabel', { number: entry.number })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('journalView.account')}</TableCell>
                <TableCell>{t('journalView.description')}</TableCell>
                <TableCell align="right">{t('journalView.debit')}</TableCell>
                <TableCell align="right">{t('journalView.credit')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entry.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>
                    {line.accountCode} · {line.accountName}
                  </TableCell>
                  <TableCell>{line.description ?? ''}</TableCell>
                  <TableCell align="right">{money(line.debit)}</TableCell>
                  <TableCell align="right">{money(line.credit)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 14 } }}>
                <TableCell colSpan={2}>{t('journalView.total')}</TableCell>
                <TableCell align="right">{formatKes(entry.totalDebit)}</TableCell>
                <TableCell align="right">{formatKes(entry.totalCredit)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('journalView.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
