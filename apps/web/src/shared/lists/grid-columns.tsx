import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ComponentType } from 'react';
import { DocumentCell, type DocumentCellProps } from '../documents/document-cell';
import { StatusCell } from '../documents/status-cell';
import { EMPTY_DISPLAY, formatDate, formatDateTime } from '../format';
import { type RowAction, rowActions } from '../row-actions';

/** The part of a column its builder does not decide: the field's width, flex, sorting, … */
export type ColumnExtras<R extends GridValidRowModel> = Omit<GridColDef<R>, 'field' | 'headerName'>;

/** A text that may be missing, shown as a dash then. */
export const orDash = (v: string | null) => v ?? EMPTY_DISPLAY;

/** A text that may be missing (a reference, a code), shown as a dash then. */
export function optionalTextColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  extras: ColumnExtras<R>,
): GridColDef<R> {
  return { field, headerName, valueFormatter: orDash, ...extras };
}

/** A calendar day, e.g. "05 Mar 2025"; none reads as a dash. */
export function dateColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  extras: ColumnExtras<R>,
): GridColDef<R> {
  return { field, headerName, valueFormatter: (v: string | null) => formatDate(v), ...extras };
}

/** A moment, e.g. "05 Mar 2025 14:30"; none reads as a dash. */
export function dateTimeColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  extras: ColumnExtras<R>,
): GridColDef<R> {
  return { field, headerName, valueFormatter: (v: string | null) => formatDateTime(v), ...extras };
}

/** The row's status as a chip, centred in its cell unless another `cell` says otherwise. */
export function statusColumn<R extends GridValidRowModel & { status: S }, S extends string = R['status']>(
  headerName: string,
  extras: ColumnExtras<R> & { cell?: ComponentType<{ status: S }> },
): GridColDef<R> {
  const { cell: Cell = StatusCell, ...rest } = extras;
  return { field: 'status', headerName, renderCell: ({ row }) => <Cell status={row.status} />, ...rest };
}

/** A document's number (linking to its page when `cell` gives one) with its phone caption. */
export function documentColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  cell: (row: R) => DocumentCellProps,
  extras: ColumnExtras<R>,
): GridColDef<R> {
  return { field, headerName, renderCell: ({ row }) => <DocumentCell {...cell(row)} />, ...extras };
}

/** A row's action buttons: those `actionsOf` shows for it, in order. */
export function actionsColumn<R extends GridValidRowModel>(
  headerName: string,
  width: number,
  actionsOf: (row: R) => RowAction[],
  field = 'actions',
): GridColDef<R> {
  return {
    field,
    type: 'actions',
    headerName,
    width,
    getActions: ({ row }) => rowActions(actionsOf(row)),
  };
}

/** A lead column's cell: the document's number, its page, and what stands under it on a phone. */
export interface LeadCell {
  number: string;
  to?: string;
  /** What the columns hidden on a phone said (the party, the amount …). */
  phoneCaption: string;
}

/** A list's first column: the document's number (a link when `to`); on a phone it fills the row, its caption under it. */
export function leadDocumentColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  layout: { narrow: boolean; width: number },
  cell: (row: R) => LeadCell,
): GridColDef<R> {
  const { narrow, width } = layout;
  return documentColumn<R>(
    field,
    headerName,
    (row) => {
      const { phoneCaption, ...shown } = cell(row);
      return { ...shown, caption: narrow ? phoneCaption : undefined };
    },
    { width, flex: narrow ? 1 : undefined },
  );
}
