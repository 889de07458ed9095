import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { DashboardKpi } from '@tawi/contracts';
import { Link as RouterLink } from 'react-router';
import { formatKes, formatNumber } from '../../shared/format';
import { changePercent } from './dashboard-period';
import { useDashboardText } from './use-dashboard-text';

/** Which way is good news: more sales is, more overdue money is not; stock value is neither. */
export type KpiTrend = 'up-is-good' | 'down-is-good' | 'neutral';

export interface KpiCardProps {
  id: string;
  title: string;
  kpi: DashboardKpi;
  /** The page that shows what makes the figure up; none when the user may not open it. */
  to?: string | undefined;
  trend: KpiTrend;
  /** Money (KES) unless a count. */
  count?: boolean;
  /** A line under the figure (the VAT period and its due date). */
  note?: string;
}

const format = (value: number, count: boolean | undefined) =>
  count ? formatNumber(value, 0) : formatKes(value);

function Change({ kpi, trend, previous }: { kpi: DashboardKpi; trend: KpiTrend; previous: string }) {
  const { t } = useDashboardText();
  const percent = changePercent(kpi.value, kpi.previous);
  const delta = kpi.value - kpi.previous;
  const Icon = delta > 0 ? ArrowUpwardIcon : delta < 0 ? ArrowDownwardIcon : RemoveIcon;
  const good = trend === 'up-is-good' ? delta > 0 : delta < 0;
  const color = delta === 0 || trend === 'neutral' ? 'text.secondary' : good ? 'success.main' : 'error.main';
  const text =
    percent === null ? (delta === 0 ? '0%' : t('kpis.new')) : `${percent > 0 ? '+' : ''}${percent}%`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', minWidth: 0 }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color }}>
        <Icon sx={{ fontSize: 16 }} aria-hidden />
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'inherit' }}>
          {text}
        </Typography>
      </Box>
      <Typography variant="body2" component="span" color="text.secondary">
        {t('kpis.versus', { previous })}
      </Typography>
    </Box>
  );
}

/** A figure of the period, its change against the previous period, opening the page behind it. */
export function KpiCard({ id, title, kpi, to, trend, count, note }: KpiCardProps) {
  const previous = format(kpi.previous, count);
  const body = (
    <>
      <Typography id={`kpi-${id}-title`} variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <Typography
        id={`kpi-${id}-value`}
        data-kpi={id}
        variant="h5"
        component="p"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '1.15rem', sm: '1.5rem' },
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {format(kpi.value, count)}
      </Typography>
      <Change kpi={kpi} trend={trend} previous={previous} />
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea
          component={RouterLink}
          to={to}
          aria-labelledby={`kpi-${id}-title kpi-${id}-value`}
          sx={area}
        >
          {body}
        </CardActionArea>
      ) : (
        <Box sx={area}>{body}</Box>
      )}
    </Card>
  );
}

const area = {
  height: '100%',
  p: { xs: 1.5, sm: 2.25 },
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  alignItems: 'stretch',
  gap: 0.75,
} as const;
