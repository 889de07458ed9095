import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';

export interface OverviewFigureProps {
  label: string;
  value: string;
  note: string;
  /** The list behind the figure. */
  to: string;
  Icon: ComponentType<SvgIconProps>;
  color?: 'error.main' | 'warning.main' | 'info.main' | 'primary.main';
}

/** A figure of the trade overview that opens the list it counts. */
export function OverviewFigure({
  label,
  value,
  note,
  to,
  Icon,
  color = 'primary.main',
}: OverviewFigureProps) {
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ p: 2, height: '100%' }}
        aria-label={`${label}: ${value}, ${note}`}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 0.5 }}>
          <Icon fontSize="small" sx={{ color }} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 600, fontSize: { xs: 17, sm: 20 } }} noWrap>
          {value}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {note}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
