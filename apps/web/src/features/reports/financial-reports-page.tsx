import AccountTreeIcon from '@mui/icons-material/AccountTree';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../shared/page-header';
import { BalanceSheetTab } from './balance-sheet-tab';
import { CashFlowTab } from './cash-flow-tab';
import { GeneralLedgerTab } from './general-ledger-tab';
import { JournalTab } from './journal-tab';
import { ProfitAndLossTab } from './profit-and-loss-tab';
import { ReportFilters } from './report-filters';
import { COMPARABLE_TABS, REPORT_TABS, type ReportParams, useReportParams } from './report-params';
import { type ReportQuery, reportFileUrl } from './reports-api';
import type { ExportFormat } from './tables/report-export-menu';
import { TrialBalanceTab } from './trial-balance-tab';
import { useReportsText } from './use-reports-text';

/**
 * The tab's query. The balance sheet is "as at": it sends the period's start only to place the compared
 * period (without one, no start: the server takes the financial year's).
 */
function queryOf(params: ReportParams): ReportQuery {
  const compare = COMPARABLE_TABS.includes(params.tab) && params.compare ? { compare: params.compare } : {};
  const from = params.tab === 'balance-sheet' && !params.compare ? '' : params.from;
  return { from, to: params.to, branchId: params.branchId, ...compare };
}

function TabPanel({ params, update }: { params: ReportParams; update: (p: Partial<ReportParams>) => void }) {
  const query = queryOf(params);
  const openAccount = (accountId: string) => update({ tab: 'general-ledger', accountId });
  switch (params.tab) {
    case 'trial-balance':
      return <TrialBalanceTab query={query} onOpenAccount={openAccount} />;
    case 'profit-and-loss':
      return <ProfitAndLossTab query={query} onOpenAccount={openAccount} />;
    case 'balance-sheet':
      return <BalanceSheetTab query={query} onOpenAccount={openAccount} />;
    case 'cash-flow':
      return <CashFlowTab query={query} />;
    case 'general-ledger':
      return (
        <GeneralLedgerTab
          query={query}
          accountId={params.accountId}
          onAccountChange={(accountId) => update({ accountId })}
        />
      );
    case 'journal':
      return <JournalTab key={`${query.from}/${query.to}/${query.branchId}`} query={query} />;
  }
}

export function FinancialReportsPage() {
  const [params, update] = useReportParams();
  const { t } = useReportsText();
  const periodError =
    params.tab !== 'balance-sheet' && params.from > params.to ? t('filters.notAfterEnd') : undefined;
  const extra = params.tab === 'general-ledger' && params.accountId ? { accountId: params.accountId } : {};
  const fileUrl = periodError
    ? undefined
    : (format: ExportFormat) => reportFileUrl(params.tab, { ...queryOf(params), ...extra }, format);
  const tabId = (value: string) => `report-tab-${value}`;

  return (
    <>
      <PageHeader
        title={t('financial.title')}
        description={t('financial.description')}
        actions={
          <>
            <Button
              component={RouterLink}
              to="/dashboard/settings/journal-entries"
              startIcon={<MenuBookIcon />}
            >
              {t('financial.journalEntries')}
            </Button>
            <Button
              component={RouterLink}
              to="/dashboard/settings/chart-of-accounts"
              startIcon={<AccountTreeIcon />}
            >
              {t('financial.chartOfAccounts')}
            </Button>
          </>
        }
      />
      <Tabs
        value={params.tab}
        onChange={(_, tab: ReportParams['tab']) => update({ tab })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('financial.tabs')}
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {REPORT_TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(`tabs.${tab}`)} id={tabId(tab)} aria-controls="report-panel" />
        ))}
      </Tabs>
      <ReportFilters params={params} onChange={update} fileUrl={fileUrl} periodError={periodError} />
      <Box role="tabpanel" id="report-panel" aria-labelledby={tabId(params.tab)}>
        {periodError ? null : <TabPanel params={params} update={update} />}
      </Box>
    </>
  );
}
