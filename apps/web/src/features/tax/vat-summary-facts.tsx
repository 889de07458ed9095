import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { VatSummary } from '@tawi/contracts';
import { type Fact, FactsList } from '../../shared/documents/facts-list';
import { EMPTY_DISPLAY, formatDate, formatKes } from '../../shared/format';
import { changedFigures, formatNetVat } from './vat-format';

function vatFacts(s: VatSummary): Fact[] {
  return [
    ['Output VAT', formatKes(s.outputVat)],
    ['Input VAT', formatKes(s.inputVat)],
    ...(s.withholdingCredits === 0
      ? []
      : [['Withholding VAT credits', formatKes(s.withholdingCredits)] satisfies Fact]),
    ['Net VAT', formatNetVat(s.netVat)],
    ['Due date', formatDate(s.dueDate)],
    ['Sales', formatKes(s.totalSales)],
    ['Purchases', formatKes(s.totalPurchases)],
    ['Documents', String(s.transactionsCount)],
    ['Period', `${formatDate(s.from)} – ${formatDate(s.to)}`],
    ['Filed on', s.filingDate ? formatDate(s.filingDate) : EMPTY_DISPLAY],
    ['KRA reference', s.reference ?? EMPTY_DISPLAY],
  ];
}

/** A filed month whose documents changed afterwards: what moved, and what to do about it. */
export function ChangedSinceFilingAlert({ summary }: { summary: VatSummary }) {
  if (!summary.changedSinceFiling || !summary.filedFigures) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>The figures changed after filing</AlertTitle>
      Documents of {summary.label} were entered, changed or voided after the return was filed:
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {changedFigures(summary.filedFigures, summary).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      File an amended return on iTax, then reopen this month and mark it as filed again.
    </Alert>
  );
}

export function VatSummaryFacts({ summary }: { summary: VatSummary }) {
  return <FactsList facts={vatFacts(summary)} columns={4} />;
}
