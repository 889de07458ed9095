import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Grid columns of a lines editor: xs for the phone card, md for the desk row. */
export interface LineColumns {
  xs: string;
  md: string;
}

/** The column titles over a lines editor, on a desk only (a phone shows each field's label); one may be blank. */
export function LineHeader({ columns, titles }: { columns: LineColumns; titles: readonly string[] }) {
  return (
    <Box
      aria-hidden
      sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: columns.md, gap: 1.5, px: 0.5 }}
    >
      {titles.map((t) => (
        <Typography key={t || 'none'} variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
          {t}
        </Typography>
      ))}
    </Box>
  );
}

/** One line of a document being typed: a row on a desk, a bordered card on a phone. */
export function LineRow({
  label,
  columns,
  children,
}: {
  label: string;
  columns: LineColumns;
  children: ReactNode;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: columns.xs, md: columns.md },
        // on a phone the remove button fills the gap beside a wide field
        gridAutoFlow: 'row dense',
        gap: 1.5,
        alignItems: 'start',
        p: { xs: 1.5, md: 0.5 },
        borderWidth: 1,
        borderStyle: { xs: 'solid', md: 'none' },
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {children}
    </Box>
  );
}

/** A cell that takes the whole card width on a phone. */
export const FULL_ON_PHONE = { gridColumn: { xs: '1 / -1', md: 'auto' } };
/** A cell two columns wide on a phone (of the card's '1fr 1fr 48px'). */
export const TWO_ON_PHONE = { gridColumn: { xs: 'span 2', md: 'auto' } };
/** The phone card's columns: two fields and the remove button. */
export const PHONE_LINE_COLUMNS = '1fr 1fr 48px';

/** The last cell of a line: its remove button, e.g. "Remove line 2"; disabled while it is the last (or one of the last two). */
export function RemoveLineButton({
  label,
  onRemove,
  disabled,
}: {
  label: string;
  onRemove: () => void;
  disabled: boolean;
}) {
  return (
    <Box>
      <IconButton aria-label={label} onClick={onRemove} disabled={disabled}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}

/** A lines editor: its rows, then the list's own error (none, or "Add at least one line") and the Add button. */
export function LinesFrame({
  error,
  addLabel,
  onAdd,
  children,
}: {
  error: string | undefined;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {children}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Box>
        <Button startIcon={<AddIcon />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}
