import { GridActionsCellItem, type GridActionsCellItemProps } from '@mui/x-data-grid';
import type { ReactElement } from 'react';

export interface RowAction {
  key: string;
  icon: ReactElement;
  /** The accessible name, e.g. "Edit Nairobi". */
  label: string;
  onClick: () => void;
  /** False hides the action (permission or row state). */
  shown: boolean;
  /** Greyed out while it runs (a retry being sent). */
  disabled?: boolean;
}

/** The DataGrid action buttons of a row: the shown ones, in order. */
export function rowActions(actions: RowAction[]): ReactElement<GridActionsCellItemProps>[] {
  return actions
    .filter((a) => a.shown)
    .map(({ key, icon, label, onClick, disabled }) => (
      <GridActionsCellItem key={key} icon={icon} label={label} onClick={onClick} disabled={disabled} />
    ));
}
