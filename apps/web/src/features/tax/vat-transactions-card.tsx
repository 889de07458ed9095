import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { VatSummaryDetail } from '@tawi/contracts';
import { SectionCard } from '../../shared/documents/section-card';
import { useUrlFilters } from '../../shared/documents/use-url-filters';
import { useTaxText } from './use-tax-text';
import { VatTransactionsTable } from './vat-transactions-table';

type Side = 'sales' | 'purchases';

/** The month's sales and purchases, one tab each (the chosen one kept in the address). */
export function VatTransactionsCard({ summary }: { summary: VatSummaryDetail }) {
  const { t } = useTaxText();
  const [{ tab }, setTab] = useUrlFilters({ tab: 'sales' });
  const side: Side = tab === 'purchases' ? 'purchases' : 'sales';
  const transactions = side === 'sales' ? summary.salesTransactions : summary.purchaseTransactions;
  return (
    <SectionCard title={t('transactions.title')}>
      <Tabs
        value={side}
        onChange={(_, value: Side) => setTab({ tab: value })}
        aria-label={t('transactions.title')}
        sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="sales"
          label={t('transactions.salesTab', { n: summary.salesTransactions.length })}
          id="vat-tab-sales"
          aria-controls="vat-panel"
        />
        <Tab
          value="purchases"
          label={t('transactions.purchasesTab', { n: summary.purchaseTransactions.length })}
          id="vat-tab-purchases"
          aria-controls="vat-panel"
        />
      </Tabs>
      <Box role="tabpanel" id="vat-panel" aria-labelledby={`vat-tab-${side}`}>
        <VatTransactionsTable
          side={side}
          transactions={transactions}
          label={
            side === 'sales'
              ? t('transactions.salesOf', { period: summary.label })
              : t('transactions.purchasesOf', { period: summary.label })
          }
        />
      </Box>
    </SectionCard>
  );
}
