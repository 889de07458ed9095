import type { GridColumnVisibilityModel } from '@mui/x-data-grid';

/** A DataGrid visibility model hiding `fields` on a phone (`narrow`) and showing them otherwise. */
export function hiddenWhenNarrow(narrow: boolean, fields: readonly string[]): GridColumnVisibilityModel {
  return Object.fromEntries(fields.map((field) => [field, !narrow]));
}
