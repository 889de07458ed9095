import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';

export interface LinkCardProps {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<SvgIconProps>;
  badge?: string;
}

/** A card that opens a page: icon, title and one line about it. */
export function LinkCard({ to, title, description, icon: Icon, badge }: LinkCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ height: '100%', p: 2.25, display: 'flex', alignItems: 'flex-start', gap: 2 }}
      >
        <Box
          sx={{
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <Icon aria-hidden />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {badge && <Chip label={badge} size="small" variant="outlined" />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
        <ChevronRightIcon sx={{ color: 'text.disabled', alignSelf: 'center' }} aria-hidden />
      </CardActionArea>
    </Card>
  );
}
