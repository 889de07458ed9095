import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { VatSummary } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { type Fact, FactsList } from '../../shared/documents/facts-list';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../shared/format';
import { useTaxText } from './use-tax-text';
import { changedFigures, formatNetVat } from './vat-format';

function vatFacts(s: VatSummary, t: TFunction<'tax'>): Fact[] {
  return [
    [t('figures.outputVat'), formatKes(s.outputVat)],
    [t('figures.inputVat'), formatKes(s.inputVat)],
    ...(s.withholdingCredits === 0
      ? []
      : [[t('figures.withholdingCredits'), formatKes(s.withholdingCredits)] satisfies Fact]),
    [t('figures.netVat'), formatNetVat(s.netVat, t)],
    [t('common.dueDate'), formatDate(s.dueDate)],
    [t('figures.totalSales'), formatKes(s.totalSales)],
    [t('figures.totalPurchases'), formatKes(s.totalPurchases)],
    [t('common.documents'), String(s.transactionsCount)],
    [t('common.period'), t('detail.periodRange', { from: formatDate(s.from), to: formatDate(s.to) })],
    [t('common.filedOn'), s.filingDate ? formatDate(s.filingDate) : EMPTY_DISPLAY],
    [t('detail.kraReference'), s.reference ?? EMPTY_DISPLAY],
  ];
}

/** A filed month whose documents changed afterwards: what moved, and what to do about it. */
export function ChangedSinceFilingAlert({ summary }: { summary: VatSummary }) {
  const { t } = useTaxText();
  if (!summary.changedSinceFiling || !summary.filedFigures) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{t('changed.title')}</AlertTitle>
      {t('changed.intro', { period: summary.label })}
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {changedFigures(summary.filedFigures, summary, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      {t('changed.action')}
    </Alert>
  );
}

export function VatSummaryFacts({ summary }: { summary: VatSummary }) {
  const { t } = useTaxText();
  return <FactsList facts={vatFacts(summary, t)} columns={4} />;
}
