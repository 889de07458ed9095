import Box from '@mui/material/Box';
import { useState } from 'react';
import { DateRangeInputs } from '../../shared/date-range-inputs';
import { PRINT_HIDDEN } from '../../shared/documents/print-button';
import type { StatementPeriod } from './customers-api';
import { CustomerStatementView } from './statements/customer-statement-view';
import { useDefaultStatementPeriod } from './statements/statement-period';
import { useCustomersText } from './use-customers-text';

/** The customer page's Statement tab: a period, then the statement with its PDF, email and print. */
export function CustomerStatement({ customerId }: { customerId: string; customerName?: string }) {
  const { t } = useCustomersText();
  const [period, setPeriod] = useState<StatementPeriod>(useDefaultStatementPeriod());
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        role="search"
        aria-label={t('detail.statementPeriod')}
        {...PRINT_HIDDEN}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
      >
        <DateRangeInputs
          from={period.from}
          to={period.to}
          labels={[t('common.from'), t('common.to')]}
          onChange={(change) => setPeriod((p) => ({ ...p, ...change }))}
        />
      </Box>
      <CustomerStatementView customerId={customerId} period={period} />
    </Box>
  );
}
