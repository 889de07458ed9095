import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType, ElementType, ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ComponentType<SvgIconProps>;
  action?: ReactNode;
  /** Heading element; a page that is only this state uses 'h1'. */
  headingComponent?: ElementType;
  compact?: boolean;
}

export function EmptyState({
  title,
  description,
  icon: Icon,
  action,
  headingComponent = 'h2',
  compact = false,
}: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: compact ? 4 : 8,
        px: 3,
        height: compact ? '100%' : undefined,
      }}
    >
      {Icon && (
        <Box
          sx={{
            width: compact ? 56 : 80,
            height: compact ? 56 : 80,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
            mb: 1,
          }}
        >
          <Icon sx={{ fontSize: compact ? 28 : 40 }} aria-hidden />
        </Box>
      )}
      <Typography variant={compact ? 'h6' : 'h4'} component={headingComponent}>
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
