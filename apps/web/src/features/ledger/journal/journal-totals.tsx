import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
    <Box
      component="dl"
      aria-label={t('journalDialog.totals.label')}
      aria-live="polite"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(140px, auto))' },
        justifyContent: 'end',
        gap: 2,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
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
    </Box>
  );
}
