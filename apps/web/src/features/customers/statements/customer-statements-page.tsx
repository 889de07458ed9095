import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { DateRangeInputs } from '../../../shared/date-range-inputs';
import { PRINT_HIDDEN } from '../../../shared/documents/print-button';
import { useUrlFilters } from '../../../shared/documents/use-url-filters';
import { EmptyState } from '../../../shared/empty-state';
import { PageHeader } from '../../../shared/page-header';
import { CustomerField } from '../customer-field';
import { useCustomersText } from '../use-customers-text';
import { CustomerStatementView } from './customer-statement-view';
import { useDefaultStatementPeriod } from './statement-period';

/** Customer Statements: pick a customer and a period (both kept in the address), see and send the statement. */
export function CustomerStatementsPage() {
  const { t } = useCustomersText();
  const period = useDefaultStatementPeriod();
  const [filters, setFilters] = useUrlFilters({ customerId: '', ...period });
  return (
    <>
      <PageHeader title={t('statements.title')} description={t('statements.description')} />
      <Box
        role="search"
        aria-label={t('statements.filters')}
        {...PRINT_HIDDEN}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}
      >
        <CustomerField
          value={filters.customerId}
          onChange={(customerId) => setFilters({ customerId })}
          emptyLabel={t('statements.chooseCustomer')}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <DateRangeInputs
          from={filters.from}
          to={filters.to}
          labels={[t('common.from'), t('common.to')]}
          onChange={(change) => setFilters(change)}
        />
      </Box>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        {filters.customerId ? (
          <CustomerStatementView
            customerId={filters.customerId}
            period={{ from: filters.from, to: filters.to }}
          />
        ) : (
          <EmptyState
            compact
            title={t('statements.chooseCustomer')}
            description={t('statements.chooseDescription')}
            icon={ReceiptLongIcon}
          />
        )}
      </Card>
    </>
  );
}
