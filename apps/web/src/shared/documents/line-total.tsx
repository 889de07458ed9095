import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Control, useWatch } from 'react-hook-form';
import { formatKes } from '../format';
import type { LinesForm } from './document-lines';
import { lineFigures } from './draft-figures';
import { useDocumentsText } from './use-documents-text';

/** The figures of one line as typed: its VAT and total, read out as they change. */
export function LineTotal({
  control,
  name,
  index,
  chargesVat,
}: {
  control: Control<LinesForm>;
  name: string;
  index: number;
  chargesVat: boolean;
}) {
  const { t } = useDocumentsText();
  const line = useWatch({ control, name: `${name}.${index}` });
  const figures = lineFigures(line ?? {}, chargesVat);
  return (
    <Box
      aria-label={t('lines.lineTotalOf', { number: index + 1 })}
      aria-live="polite"
      sx={{ textAlign: 'right', pt: 0.5 }}
    >
      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {figures ? formatKes(figures.lineTotal) : '—'}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {t('lines.lineVat', { amount: figures ? formatKes(figures.taxAmount) : '—' })}
      </Typography>
    </Box>
  );
}
