import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { GridColDef } from '@mui/x-data-grid';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog';
import { PageHeader } from '../page-header';
import type { PagedQuery } from '../paged-query-props';
import type { RowMutation } from '../use-confirm-action';
import { addAction } from './add-action';
import { hiddenWhenNarrow } from './column-visibility';
import type { EditDeleteActions } from './list-columns';
import { SearchToolbar } from './search-toolbar';
import { ServerDataTable } from './server-data-table';
import { usePartyList } from './use-party-list';

/** A party list's words, already translated. */
export interface PartyListTexts {
  title: string;
  description: string;
  add: string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyTitle: string;
  emptyDescription: string;
  noMatchTitle: string;
  noMatchDescription: string;
  deleteTitle: (name: string) => string;
  deleteMessage: string;
  deleteLabel: string;
  deleted: (name: string) => string;
}

export interface PartyListQuery {
  search: string;
  sort: string;
  page: number;
  limit: number;
}

export interface PartyListPageProps<R extends { id: string; name: string }> {
  texts: PartyListTexts;
  can: { create: boolean; update: boolean; delete: boolean };
  /** The list's query hook (called once per render, always the same one). */
  useRows: (query: PartyListQuery) => PagedQuery<R>;
  deleteMutation: RowMutation<string>;
  /** The columns (keep its identity across renders: useCallback). */
  columns: (actions: EditDeleteActions<R> & { narrow: boolean }) => GridColDef<R>[];
  /** The party's own page. */
  pathTo: (id: string) => string;
  emptyIcon: ComponentType<SvgIconProps>;
  /** Columns hidden on a phone (the contact shows only on a wide screen). */
  narrowHidden: readonly string[];
  /** The add/edit dialog: `item` undefined to add. */
  editDialog: (item: R | undefined, close: () => void) => ReactNode;
}

/** A customer or supplier list: header with Add, search box, server-paged table, edit and delete dialogs. */
export function PartyListPage<R extends { id: string; name: string }>(p: PartyListPageProps<R>) {
  const { texts, can, useRows } = p;
  const navigate = useNavigate();
  const { narrow, wide, searchBox, query, gridProps, editor, remove } = usePartyList<R>(
    p.deleteMutation,
    (row) => texts.deleted(row.name),
  );
  const list = useRows(query);
  const { columns: buildColumns } = p;
  const columns = useMemo(
    () =>
      buildColumns({
        canUpdate: can.update,
        canDelete: can.delete,
        narrow,
        onEdit: editor.openFor,
        onDelete: remove.request,
      }),
    [buildColumns, can.update, can.delete, narrow, editor.openFor, remove.request],
  );
  const visibility = { contactName: wide, ...hiddenWhenNarrow(narrow, p.narrowHidden) };

  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={addAction(can.create, texts.add, editor.openNew)}
      />
      <SearchToolbar
        value={searchBox.text}
        onChange={searchBox.setText}
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
      />
      <ServerDataTable
        label={texts.title}
        query={list}
        grid={gridProps}
        columns={columns}
        onOpen={(row) => navigate(p.pathTo(row.id))}
        emptyTitle={searchBox.search ? texts.noMatchTitle : texts.emptyTitle}
        emptyDescription={searchBox.search ? texts.noMatchDescription : texts.emptyDescription}
        emptyIcon={p.emptyIcon}
        narrow={narrow}
        columnVisibilityModel={visibility}
      />
      {editor.current && p.editDialog(editor.current.item, editor.close)}
      <ConfirmDialog
        {...remove.dialogProps}
        title={texts.deleteTitle(remove.target?.name ?? '')}
        message={texts.deleteMessage}
        confirmLabel={texts.deleteLabel}
      />
    </>
  );
}
