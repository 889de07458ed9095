import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LiveFigures } from '../../../shared/documents/live-figures';
import { formatKes } from '../../../shared/format';
import { useLedgerText } from '../use-ledger-text';
import type { LineTotals } from './journal-form';

interface FigureProps {
  label: string;
  value: string;
  color?: string;
  note?: string;
}

function Figure({ label, value, color, note }: FigureProps) {
  return (
    <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, color }}>
        {value}
        {note && (
          <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 500 }}>
            {note}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}

/** Total debit, total credit and what is left to balance, as the user types. */
export function JournalTotals({ totals }: { totals: LineTotals }) {
  const { t } = useLedgerText();
  const off = !totals.difference.isZero();
  return (
    <LiveFigures label={t('journalDialog.totals.label')} phoneColumns="1fr 1fr" phoneGap={2}>
      <Figure label={t('journalDialog.totals.debit')} value={formatKes(totals.debit)} />
      <Figure label={t('journalDialog.totals.credit')} value={formatKes(totals.credit)} />
      <Figure
        label={t('journalDialog.totals.difference')}
        value={formatKes(totals.difference.abs())}
        color={off ? 'error.main' : totals.balanced ? 'success.main' : undefined}
        note={
          off
            ? totals.difference.isPositive()
              ? t('journalDialog.totals.creditsShort')
              : t('journalDialog.totals.debitsShort')
            : totals.balanced
              ? t('journalDialog.totals.balanced')
              : undefined
        }
      />
    </LiveFigures>
  );
}
