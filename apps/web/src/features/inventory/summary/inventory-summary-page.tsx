import Inventory2Icon from '@mui/icons-material/Inventory2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { InventorySummary } from '@tawi/contracts';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../shared/empty-state';
import { ErrorState } from '../../../shared/error-state';
import { PageHeader } from '../../../shared/page-header';
import { useInventoryText } from '../use-inventory-text';
import { BranchStockTable } from './branch-stock-table';
import { CategoryValueChart } from './category-value-chart';
import { summaryErrorMessage, useInventorySummary } from './inventory-summary-api';
import { SummaryCards } from './summary-cards';

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' },
        }}
      >
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} variant="rounded" height={84} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={260} />
    </Box>
  );
}

/** Nothing stocked anywhere and nothing on its way. */
const isEmpty = (s: InventorySummary) =>
  s.branches.length === 0 && s.byCategory.length === 0 && s.inTransit.transfers === 0;

/** The company's stock at a glance: figures, branches and the value by category. */
export function InventorySummaryPage() {
  const summary = useInventorySummary();
  const { t } = useInventoryText();
  const header = <PageHeader title={t('summary.title')} description={t('summary.description')} />;
  if (summary.error)
    return (
      <>
        {header}
        <ErrorState
          error={new Error(summaryErrorMessage(summary.error, t))}
          title={t('summary.loadError')}
          onRetry={() => void summary.refetch()}
        />
      </>
    );
  const s = summary.data;
  return (
    <>
      {header}
      {!s ? (
        <Loading label={t('summary.loading')} />
      ) : isEmpty(s) ? (
        <Paper variant="outlined" sx={{ borderRadius: 3.5 }}>
          <EmptyState
            title={t('summary.emptyTitle')}
            description={t('summary.emptyDescription')}
            icon={Inventory2Icon}
            action={
              <Button variant="contained" component={RouterLink} to="/dashboard/products">
                {t('summary.goToProducts')}
              </Button>
            }
          />
        </Paper>
      ) : (
        <>
          <SummaryCards summary={s} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: '1fr 1fr' } }}>
            <BranchStockTable summary={s} />
            {s.company.stockValue !== undefined && <CategoryValueChart summary={s} />}
          </Box>
        </>
      )}
    </>
  );
}
