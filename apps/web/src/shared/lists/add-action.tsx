import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/**
 * A page header's "Add …" button, or nothing for one not allowed to create (so the header keeps no
 * empty actions box).
 */
export function addAction(allowed: boolean, label: string, onClick: () => void): ReactNode {
  return (
    allowed && (
      <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
        {label}
      </Button>
    )
  );
}
