import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { JournalEntry } from '@tawi/contracts';
import { useId } from 'react';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../../shared/format';
import { column, SimpleTable } from '../../../shared/simple-table';
import { StatusChip } from '../../../shared/status-chip';
import { useLedgerText } from '../use-ledger-text';

type Line = JournalEntry['lines'][number];

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
        <SimpleTable<Line>
          label={t('journalView.linesLabel', { number: entry.number })}
          rows={entry.lines}
          rowKey={(line) => line.id}
          columns={[
            column(t('journalView.account'), (line) => `${line.accountCode} · ${line.accountName}`),
            column(t('journalView.description'), (line) => line.description ?? ''),
            column(t('journalView.debit'), (line) => money(line.debit), { align: 'right' }),
            column(t('journalView.credit'), (line) => money(line.credit), { align: 'right' }),
          ]}
          footer={
            <>
              <TableCell colSpan={2}>{t('journalView.total')}</TableCell>
              <TableCell align="right">{formatKes(entry.totalDebit)}</TableCell>
              <TableCell align="right">{formatKes(entry.totalCredit)}</TableCell>
            </>
          }
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('journalView.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
