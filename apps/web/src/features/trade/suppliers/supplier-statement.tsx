import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { addDays, todayIn } from '@tawi/domain';
import { useState } from 'react';
import { DateInput } from '../../../shared/date-input';
import { ErrorState } from '../../../shared/error-state';
import { useSession } from '../../../shared/session/session-context';
import { useTradeText } from '../use-trade-text';
import { StatementTable } from './statement-table';
import { type StatementPeriod, supplierStatementPdfUrl, useSupplierStatement } from './suppliers-api';

/** A supplier's account over a period, from the books: opening balance, bills, payments, running balance. */
export function SupplierStatement({
  supplierId,
  supplierName,
}: {
  supplierId: string;
  supplierName: string;
}) {
  const { me } = useSession();
  const { t } = useTradeText();
  const [period, setPeriod] = useState<StatementPeriod>(() => {
    const to = todayIn(me.company.timeZone);
    return { from: addDays(to, -90), to };
  });
  const badPeriod = !period.from || !period.to || period.from > period.to;
  const statement = useSupplierStatement(supplierId, period, !badPeriod);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        role="search"
        aria-label={t('suppliers.statement.period')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
      >
        <DateInput
          label={t('suppliers.statement.from')}
          value={period.from}
          onChange={(from) => setPeriod((p) => ({ ...p, from }))}
          error={badPeriod}
          helperText={badPeriod ? t('suppliers.statement.badPeriod') : undefined}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
        />
        <DateInput
          label={t('suppliers.statement.to')}
          value={period.to}
          onChange={(to) => setPeriod((p) => ({ ...p, to }))}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 170 } }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          href={badPeriod ? '' : supplierStatementPdfUrl(supplierId, period)}
          download
          disabled={badPeriod}
          sx={{ alignSelf: 'center' }}
        >
          {t('suppliers.statement.downloadPdf')}
        </Button>
      </Box>
      {statement.error ? (
        <ErrorState
          error={statement.error}
          title={t('suppliers.statement.loadFailed')}
          onRetry={() => void statement.refetch()}
        />
      ) : statement.data ? (
        <StatementTable
          statement={statement.data}
          label={t('suppliers.statement.label', { name: supplierName })}
        />
      ) : (
        <Skeleton variant="rounded" height={200} aria-label={t('suppliers.statement.loading')} />
      )}
    </Box>
  );
}
