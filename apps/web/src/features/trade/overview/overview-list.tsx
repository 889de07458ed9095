import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../shared/documents/section-card';

export interface OverviewRow {
  key: string;
  primary: string;
  secondary: string;
  /** Right-hand side: an amount, a status. */
  end: ReactNode;
  /** The row's page, when it has one. */
  to?: string;
}

export interface OverviewListProps {
  title: string;
  rows: readonly OverviewRow[];
  empty: string;
  allTo: string;
  allLabel: string;
}

function RowContent({ row }: { row: OverviewRow }) {
  return (
    <>
      <ListItemText
        primary={row.primary}
        secondary={row.secondary}
        sx={{ minWidth: 0, my: 0.25 }}
        slotProps={{ primary: { noWrap: true, sx: { fontWeight: 500 } }, secondary: { noWrap: true } }}
      />
      <Box sx={{ flexShrink: 0, ml: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>{row.end}</Box>
    </>
  );
}

/** A short list on the overview (orders waiting for goods, latest payments) with a link to the whole list. */
export function OverviewList({ title, rows, empty, allTo, allLabel }: OverviewListProps) {
  return (
    <SectionCard
      title={title}
      aside={
        <Button component={RouterLink} to={allTo} size="small" sx={{ ml: 'auto' }}>
          {allLabel}
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List disablePadding aria-label={title}>
          {rows.map((row) =>
            row.to ? (
              <ListItem key={row.key} disablePadding>
                <ListItemButton component={RouterLink} to={row.to} sx={{ borderRadius: 2, px: 1 }}>
                  <RowContent row={row} />
                </ListItemButton>
              </ListItem>
            ) : (
              <ListItem key={row.key} sx={{ px: 1 }}>
                <RowContent row={row} />
              </ListItem>
            ),
          )}
        </List>
      )}
    </SectionCard>
  );
}
