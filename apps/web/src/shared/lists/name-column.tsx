import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/** A record list's first column: the record's name as `cell` draws it (with a chip, a caption, an icon …). */
export function nameColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  size: { flex: number; minWidth: number },
  cell: (row: R) => ReactNode,
): GridColDef<R> {
  return { field, headerName, ...size, renderCell: ({ row }) => cell(row) };
}

/** A name with a chip beside it when there is one (e.g. "Working here", "Built-in"). */
export function NameWithChip({ name, chip }: { name: ReactNode; chip: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <span>{name}</span>
      {chip}
    </Box>
  );
}

/** A name in bold with a caption under it, led by an icon or avatar. */
export function NameWithLead({
  lead,
  name,
  caption,
}: {
  lead: ReactNode;
  name: ReactNode;
  caption: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
      {lead}
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {caption}
        </Typography>
      </Box>
    </Box>
  );
}
