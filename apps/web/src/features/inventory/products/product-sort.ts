import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/** The ids a selection model picks out of the rows on screen (an 'exclude' model: all but those). */
export function selectedIds(model: GridRowSelectionModel, rows: readonly { id: string }[]): string[] {
  if (model.type === 'include') return [...model.ids].map(String);
  return rows.filter((r) => !model.ids.has(r.id as GridRowId)).map((r) => r.id);
}

export const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
