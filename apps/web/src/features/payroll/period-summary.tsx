import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { PayrollPeriod } from '@tawi/contracts';
import { formatKes } from '../../shared/format';
import { StatusChip } from '../../shared/status-chip';
import { usePayrollText } from './use-payroll-text';

/** The selected month's totals: headcount, gross, deductions, net pay and the employer's cost. */
export function PeriodSummary({ period }: { period: PayrollPeriod }) {
  const { t } = usePayrollText();
  const figures: Array<[string, string]> = [
    [t('summary.employees'), String(period.employees)],
    [t('summary.grossPay'), formatKes(period.gross)],
    [t('summary.deductions'), formatKes(period.totalDeductions)],
    [t('summary.employerCost'), formatKes(period.employerContributions)],
  ];
  return (
    <Box
      component="section"
      aria-label={t('summary.label', { period: period.period })}
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}
    >
      {figures.map(([label, value]) => (
        <Card key={label} sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {value}
          </Typography>
        </Card>
      ))}
      <Card
        sx={{
          p: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          gridColumn: { xs: '1 / -1', md: 'auto' },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            {t('summary.netPay')}
          </Typography>
          <Box sx={{ bgcolor: 'background.paper', borderRadius: 4 }}>
            <StatusChip status={period.status} />
          </Box>
        </Box>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {formatKes(period.netPay)}
        </Typography>
      </Card>
    </Box>
  );
}
