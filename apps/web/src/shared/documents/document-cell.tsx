import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface DocumentCellProps {
  number: string;
  /** The document's page; none when it has no page of its own. */
  to?: string;
  /** A line under the number on a phone (supplier, amount, date). */
  caption?: string | undefined;
}

/** A document number in a grid cell, linking to its page, with a caption on a phone. */
export function DocumentCell({ number, to, caption }: DocumentCellProps) {
  return (
    <Box
      sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}
    >
      {to ? (
        <Link
          component={RouterLink}
          to={to}
          underline="hover"
          noWrap
          variant="body2"
          sx={{ fontWeight: 500 }}
        >
          {number}
        </Link>
      ) : (
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {number}
        </Typography>
      )}
      {caption && (
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {caption}
        </Typography>
      )}
    </Box>
  );
}
